import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { Carousel } from './Carousel.tsx';

const offers = [
  { title: 'Pizza Tuesdays', text: 'Any pizza for £9.95 every Tuesday.', tone: 'primary' },
  { title: 'Kids eat free', text: 'One free kids meal with every adult main.', tone: 'secondary' },
  { title: 'Aperitivo hour', text: 'Spritz and nibbles, 17:00 to 19:00.', tone: 'info' },
  { title: 'Birthday treat', text: 'A free dessert in your birthday month.', tone: 'neutral' },
  { title: 'Lunch menu', text: 'Two courses for £14.50, weekdays.', tone: 'surface' },
] as const;

const slides = offers.map((offer) => (
  <Card key={offer.title} tone={offer.tone} rounded="large" padding="xlarge">
    <Heading level="3" tone={offer.tone === 'primary' ? 'inverse' : 'neutral'}>
      {offer.title}
    </Heading>
    <Text tone="inherit">{offer.text}</Text>
  </Card>
));

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { label: 'Offers', children: slides, onIndexChange: fn() },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSlide: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Offers' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(canvas.queryByRole('button', { name: /Go to slide/ })).toBeNull();
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByText('Slide 2 of 5')).toBeInTheDocument();
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
  },
};

export const MiddleSlide: Story = {
  args: { initialIndex: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Slide 3 of 5')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('Slide 1 of 5')).toBeInTheDocument();
  },
};

export const LastSlide: Story = {
  args: { initialIndex: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('group', { name: '5 of 5' })).not.toHaveAttribute('inert');
  },
};

export const WithDots: Story = {
  args: { showDots: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 4' }));
    await expect(canvas.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByText('Slide 4 of 5')).toBeInTheDocument();
  },
};

export const DotsWithoutArrows: Story = { args: { showDots: true, showArrows: false } };

export const KeyboardOnly: Story = {
  args: { showArrows: false },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText('Slide 5 of 5')).toBeInTheDocument();
  },
};

export const Looping: Story = {
  args: { loop: true, initialIndex: 4 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByText('Slide 1 of 5')).toBeInTheDocument();
  },
};

export const Autoplay: Story = {
  args: { autoplay: true, autoplayInterval: 5000 },
};

export const AutoplayPaused: Story = {
  args: { autoplay: true, autoplayInterval: 300 },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: /slideshow/ });
    // Under reduced motion it never started; otherwise pause it.
    if (toggle.textContent === 'Pause slideshow') await userEvent.click(toggle);
    await userEvent.unhover(toggle);
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible());
    const before = canvas.getByText(/^Slide \d of 5$/).textContent;
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(canvas.getByText(/^Slide \d of 5$/).textContent).toBe(before);
  },
};
