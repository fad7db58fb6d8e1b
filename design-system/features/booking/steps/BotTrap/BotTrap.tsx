import { useEffect } from 'react';
import { HoneypotField } from '../../../../forms/HoneypotField/HoneypotField.tsx';

/**
 * The keyless bot check's hooks for the booking details step, given by the host (the design system
 * never imports the site): `onShown` when the details step is shown (the minimum fill time counts from there),
 * `onTrap` with what the honeypot holds (anything at all means a bot filled it).
 */
export interface BookingBotTrap {
  onShown(): void;
  onTrap(value: string): void;
}

/** The details step's honeypot: nothing a person sees, reaches by Tab or hears; nothing without a `trap`. */
export function BotTrap({ trap }: { trap: BookingBotTrap | undefined }) {
  const onShown = trap?.onShown;
  useEffect(() => {
    onShown?.();
  }, [onShown]);
  return trap ? <HoneypotField onChange={trap.onTrap} /> : null;
}
