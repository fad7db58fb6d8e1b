/**
 * The booking feature's one way down, checked by `pnpm lint` (dependency-cruiser): the journey
 * (`features/booking/journey/`) knows neither front end nor the step views; the step views (`steps/`) know
 * neither front end. Only the front ends (`BookingModal/`, `BookingWizard/`) put the two together.
 * `features/booking/dependency-rules.test.ts` proves each rule fails on a deliberate violation.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'journey-knows-no-view',
      severity: 'error',
      comment: 'The journey (state, reducer, reads, rules) imports no front end and no step view.',
      from: { path: '(?:^|/)booking/journey/' },
      to: { path: '(?:^|/)booking/(BookingModal|BookingWizard|steps)/' },
    },
    {
      name: 'steps-know-no-front-end',
      severity: 'error',
      comment: 'The step views, shared by the modal and the wizard, import neither front end.',
      from: { path: '(?:^|/)booking/steps/' },
      to: { path: '(?:^|/)booking/(BookingModal|BookingWizard)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle inside the booking feature.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'design-system/tsconfig.json' },
  },
};
