import { customerGuidFixture, handlersFor, restaurantFixtures, type ScenarioName } from '@fittizia/api-mocks';
import {
  BrandApiError,
  createBrandClient,
  CUSTOMER_FORM_MESSAGES as M,
  type UpdateCustomerPreferencesRequest,
} from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Preferences, type PreferencesLoad } from './Preferences.tsx';

const client = createBrandClient({ baseUrl: '' });
const restaurants = restaurantFixtures.filter((r) => !r.hideRestaurantDetailPage);

/** Loads the preferences as the site does: through the client, so each story's scenario decides. */
async function loadPreferences(customerGuid: string): Promise<PreferencesLoad> {
  try {
    return {
      kind: 'found',
      customerGuid,
      customer: await client.call('getCustomerPreferences', { params: { customerGuid } }),
    };
  } catch (error) {
    if (error instanceof BrandApiError && error.status === 404) return { kind: 'not-found' };
    throw error;
  }
}

const scenario = (name: ScenarioName) => ({ msw: { handlers: handlersFor(name) } });

const meta = {
  title: 'Features/Customers/Preferences',
  component: Preferences,
  loaders: [async () => ({ load: await loadPreferences(customerGuidFixture) })],
  render: (args, { loaded }) => <Preferences {...args} load={(loaded as { load: PreferencesLoad }).load} />,
  args: {
    load: { kind: 'loading' },
    restaurants,
    submit: fn(
      async (body: UpdateCustomerPreferencesRequest) =>
        (await client.call('updateCustomerPreferences', { body })).data,
    ),
  },
} satisfies Meta<typeof Preferences>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const save = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));

export const Loaded: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const interests = canvas.getByRole('group', { name: /What would you like to hear about/ });
    await expect(within(interests).getByRole('checkbox', { name: 'Offers' })).toBeChecked();
    await expect(within(interests).getByRole('checkbox', { name: 'New menus' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Giulia');
    await expect(canvas.getByRole('combobox', { name: 'Favourite restaurant' })).toHaveValue('1042');
    await expect(
      canvas.getByRole('checkbox', { name: 'Send me offers by text message (SMS)' }),
    ).toBeChecked();
  },
};

export const Saved: Story = {
  name: "Saved ('Success')",
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'New menus' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Phone number (optional)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number (optional)' }), '07700 900 123');
    await save(canvas);
    const saved = await canvas.findByTestId('preferences-saved');
    await expect(saved).toHaveAttribute('role', 'status');
    await expect(saved).toHaveTextContent(M.preferencesSaved);
    await expect(args.submit).toHaveBeenCalledWith({
      customerGuid: customerGuidFixture,
      firstName: 'Giulia',
      favRestaurantCode: '1042',
      birthDate: 642211200,
      gender: 'female',
      phoneNumber: '07700900123',
      websiteSmsOptIn: true,
      interests: [
        { name: 'Offers', checked: true },
        { name: 'New menus', checked: true },
      ],
    });
  },
};

export const ValidationErrors: Story = {
  name: 'Validation: first name, phone and restaurant',
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: 'First name' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Phone number (optional)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number (optional)' }), '12345');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Favourite restaurant' }), '');
    await save(canvas);
    const summary = await canvas.findByTestId('error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([M.firstNameRequired, M.phoneFormat, M.favouriteRestaurantRequired]);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'G1ulia');
    await save(canvas);
    await expect(await canvas.findByRole('link', { name: M.firstNameFormat })).toBeInTheDocument();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const UpdateFailed: Story = {
  name: "Failure: the update answers a message other than 'Success'",
  tags: ['visual'],
  parameters: scenario('preferences-update-failed'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'New menus' }));
    await save(canvas);
    const failed = await canvas.findByTestId('preferences-failed');
    await expect(failed).toHaveAttribute('role', 'alert');
    await expect(failed).toHaveTextContent(M.preferencesFailed);
    await waitFor(() => expect(failed).toHaveFocus());
    await expect(canvas.queryByTestId('preferences-saved')).not.toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'New menus' })).toBeChecked();
  },
};

export const UpdateError: Story = {
  name: 'Failure: the update call fails',
  tags: ['no-visual'],
  args: {
    submit: fn(async (_body: UpdateCustomerPreferencesRequest): Promise<{ message: string }> => {
      throw new BrandApiError(
        'Sorry, something went wrong. Please try again.',
        502,
        'updateCustomerPreferences',
      );
    }),
  },
  play: async ({ canvas }) => {
    await save(canvas);
    await expect(await canvas.findByTestId('preferences-failed')).toHaveTextContent(M.preferencesFailed);
  },
};

export const NotFound: Story = {
  name: 'Not found',
  tags: ['no-visual'],
  parameters: scenario('preferences-not-found'),
  play: async ({ canvas }) => {
    const notFound = canvas.getByTestId('preferences-not-found');
    await expect(notFound).toHaveTextContent('Preferences not found');
    await expect(notFound).toHaveTextContent(M.preferencesNotFound);
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  // What the page shows while the preferences call is pending (the mocks' `preferences-loading`).
  loaders: [async () => ({ load: { kind: 'loading' } })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your preferences' })).toBeInTheDocument();
  },
};
