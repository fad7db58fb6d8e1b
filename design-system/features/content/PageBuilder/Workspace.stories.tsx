import { CONTENT_PUBLISHER_KEY } from '@fittizia/api-mocks';
import { CONTENT_MESSAGES } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import {
  openHome,
  resetWorkspace,
  signIn,
  someoneElseSaves,
  tileControls,
  workspaceHandlers,
} from './Workspace.fixture.ts';
import { Workspace as PageBuilderWorkspace } from './Workspace.tsx';

/**
 * The editor's workspace. `Workspace` is the real one (no mocks: it talks to the content service typed in); the
 * other stories sign in to the mocked content service (keys `editor-key` and `publisher-key`) and show each state.
 */
const meta = {
  title: 'Editor/Page builder',
  component: PageBuilderWorkspace,
  parameters: { layout: 'fullscreen', msw: { handlers: workspaceHandlers } },
  beforeEach: resetWorkspace,
  tags: ['visual'],
} satisfies Meta<typeof PageBuilderWorkspace>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For editors: open full page, sign in with your key; `?page=home&tile=2` opens a page at a tile. */
export const Workspace: Story = {
  parameters: { msw: { handlers: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page builder: sign in' })).toBeVisible();
    await expect(canvas.getByLabelText('Content service address')).toHaveValue('http://127.0.0.1:4010');
    await expect(canvas.getByLabelText(/Your editor's key/)).toHaveValue('');
  },
};

export const OpeningAPage: Story = {
  args: { search: '?page=home&tile=3' },
  play: async ({ canvas }) => {
    await signIn(canvas);
    const section = await canvas.findByRole('region', { name: 'Tile 3: Text' });
    await waitFor(() => expect(section).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Publish now' })).toBeNull();
  },
};

export const Editing: Story = {
  play: async ({ canvas, userEvent }) => {
    await openHome(canvas);
    const hero = tileControls(canvas, 1);
    const heading = hero.getByLabelText('Heading');
    await userEvent.clear(heading);
    await userEvent.type(heading, 'Pizza for the whole table');
    await expect(await canvas.findByRole('heading', { name: 'Pizza for the whole table' })).toBeVisible();
    await userEvent.selectOptions(hero.getByLabelText('Background colour'), 'bronze');
    await userEvent.click(canvas.getByRole('button', { name: 'Move tile 2 up' }));
    await expect(canvas.getByRole('region', { name: 'Tile 1: Image' })).toBeVisible();
  },
};

export const ValidationProblem: Story = {
  play: async ({ canvas, userEvent }) => {
    await openHome(canvas);
    const heading = tileControls(canvas, 1).getByLabelText('Heading');
    await userEvent.clear(heading);
    const summary = await canvas.findByTestId('error-summary');
    await expect(within(summary).getByRole('link', { name: 'Tile 1: the heading is missing' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    await expect(canvas.getByText(/This draft has a problem: it was not saved: fix it first/)).toBeVisible();
    await userEvent.click(within(summary).getByRole('link', { name: 'Tile 1: the heading is missing' }));
    await expect(heading).toHaveFocus();
    await userEvent.type(heading, 'Back again');
    await waitFor(() => expect(canvas.queryByTestId('error-summary')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Save draft' })).toBeEnabled();
  },
};

export const Saving: Story = {
  play: async ({ canvas, userEvent }) => {
    await openHome(canvas);
    await userEvent.type(tileControls(canvas, 1).getByLabelText('Eyebrow'), 'New this week');
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(await canvas.findByText('Draft saved: revision 3')).toBeVisible();
  },
};

export const Conflict: Story = {
  play: async ({ canvas, userEvent }) => {
    await openHome(canvas);
    await someoneElseSaves('Their headline');
    const heading = tileControls(canvas, 1).getByLabelText('Heading');
    await userEvent.clear(heading);
    await userEvent.type(heading, 'My headline');
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(await canvas.findByRole('heading', { name: CONTENT_MESSAGES.conflict })).toBeVisible();
    await expect(heading).toHaveValue('My headline');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the latest and keep my edit' }));
    await expect(await canvas.findByText(/Reloaded revision 3 by publisher-ben/)).toBeVisible();
    await expect(tileControls(canvas, 1).getByLabelText('Heading')).toHaveValue('My headline');
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(await canvas.findByText('Draft saved: revision 4')).toBeVisible();
  },
};

export const History: Story = {
  play: async ({ canvas, userEvent }) => {
    await openHome(canvas, CONTENT_PUBLISHER_KEY);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish now' }));
    await expect(await canvas.findByText('Published: version 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the history' }));
    await expect(await canvas.findByText('Tile 1 (hero): heading changed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Roll back to version 1' }));
    await expect(await canvas.findByText('Version 1 is published again, as version 3')).toBeVisible();
    await expect(await canvas.findByText(/restores version 1/)).toBeVisible();
  },
};

export const Schedule: Story = {
  play: async ({ canvas, userEvent }) => {
    await openHome(canvas, CONTENT_PUBLISHER_KEY);
    fireEvent.change(canvas.getByLabelText('Date (London)'), { target: { value: '2020-01-01' } });
    fireEvent.change(canvas.getByLabelText('Time (London)'), { target: { value: '09:30' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    await expect(await canvas.findAllByText(CONTENT_MESSAGES.scheduleInPast)).not.toHaveLength(0);
    fireEvent.change(canvas.getByLabelText(/^Date \(London\)/), { target: { value: '2099-06-01' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    await expect(
      await canvas.findByText(/^Scheduled for 1 Jun 2099, 09:30 \(London\) by publisher-ben/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the schedule' }));
    await expect(await canvas.findByText('The schedule is cancelled')).toBeVisible();
  },
};

export const WrongKey: Story = {
  play: async ({ canvas }) => {
    await signIn(canvas, 'not-a-key');
    await expect(
      await canvas.findByRole('heading', { name: /This operator key is not valid/ }),
    ).toBeVisible();
  },
};

export const EditorWithoutPublisherRole: Story = {
  play: async ({ canvas }) => {
    await openHome(canvas);
    await expect(canvas.getByText(/Signed in as an editor \(you cannot publish\)/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Publish now' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Roll back/ })).toBeNull();
  },
};

/** An editor's key behind a publisher's buttons (forced): the content service refuses the call with 403. */
export const EditorForcingAPublish: Story = {
  args: { role: 'publisher' },
  play: async ({ canvas, userEvent }) => {
    await openHome(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish now' }));
    await expect(
      await canvas.findByRole('heading', {
        name: /has the content role: this call needs the publisher role/,
      }),
    ).toBeVisible();
  },
};
