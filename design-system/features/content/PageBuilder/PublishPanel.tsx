import { type BrandClient, CONTENT_MESSAGES } from '@fittizia/contract';
import { londonInstant } from '@fittizia/contract/london-time';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import * as fieldStyles from '../../../components/Field/Field.css.ts';
import { Field } from '../../../components/Field/Field.tsx';
import { formatLondon, refusalOf } from './contentService.ts';
import type { PageDraft } from './usePageDraft.ts';
import * as styles from './Workspace.css.ts';

/** The instant of a London date (`2026-11-01`) and time (`09:30`), or undefined when either is not complete. */
export function londonTime(date: string, time: string): Date | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return undefined;
  return londonInstant(
    { year: Number(d[1]), month: Number(d[2]), day: Number(d[3]) },
    Number(t[1]) * 60 + Number(t[2]),
  );
}

/** A publisher's buttons: publish the saved draft now, at a time in London, or cancel what is scheduled. */
export function PublishPanel({
  client,
  serviceUrl,
  state,
}: {
  client: BrandClient;
  serviceUrl: string;
  state: PageDraft;
}) {
  const { page, dirty, problems } = state;
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [timeError, setTimeError] = useState<string>();
  const blocked = dirty
    ? 'Save the draft first: only a saved draft is published'
    : problems.length > 0
      ? 'Fix the problems first'
      : !page.unpublishedChanges && !page.scheduled
        ? 'The published page is already this draft'
        : undefined;

  const run = async (what: string, call: () => Promise<string>) => {
    state.setRefusal(undefined);
    state.setStatus(`${what}…`);
    try {
      const done = await call();
      await state.reload(false);
      state.setStatus(done);
    } catch (error) {
      state.setStatus('');
      const refusal = refusalOf(error, serviceUrl);
      if (refusal.kind === 'other' && refusal.message === CONTENT_MESSAGES.scheduleInPast)
        setTimeError(refusal.message);
      state.setRefusal(refusal);
    }
  };
  const params = { id: page.id };
  const publishNow = () =>
    run('Publishing', async () => {
      const done = await client.call('opsContentPublish', {
        params,
        body: { revision: page.draft.revision },
      });
      return done.changed ? `Published: version ${done.version}` : 'Already published';
    });
  const schedule = () => {
    const at = londonTime(date, time);
    if (!at) return setTimeError('Enter the date and the time to publish, in London');
    setTimeError(undefined);
    return run('Scheduling', async () => {
      const done = await client.call('opsContentPublish', {
        params,
        body: { revision: page.draft.revision, publishAt: at.toISOString() },
      });
      return `Scheduled for ${formatLondon(done.publishAt ?? at.toISOString())} (London)`;
    });
  };
  const cancel = () =>
    run('Cancelling the schedule', async () => {
      const done = await client.call('opsContentCancelSchedule', { params });
      return done.cancelled ? 'The schedule is cancelled' : CONTENT_MESSAGES.nothingScheduled;
    });

  return (
    <section className={styles.panel} aria-labelledby="publish-heading">
      <h2 id="publish-heading" className={styles.tileHeading}>
        Publish
      </h2>
      <p className={styles.muted}>
        {page.published
          ? `Published: version ${page.published.version}, ${formatLondon(page.published.at)} by ${page.published.by}`
          : 'Never published'}
      </p>
      {page.scheduled ? (
        <div className={styles.row}>
          <p className={styles.status}>
            {`Scheduled for ${formatLondon(page.scheduled.publishAt)} (London) by ${page.scheduled.by}`}
          </p>
          <Button variant="outline" onClick={cancel}>
            Cancel the schedule
          </Button>
        </div>
      ) : null}
      {blocked ? (
        <p id="publish-blocked" className={styles.muted}>
          {blocked}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button
          disabled={Boolean(blocked)}
          aria-describedby={blocked ? 'publish-blocked' : undefined}
          onClick={publishNow}
        >
          Publish now
        </Button>
      </div>
      <div className={styles.row}>
        <Field id="schedule-date" label="Date (London)" error={timeError}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={fieldStyles.control}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          )}
        </Field>
        <Field id="schedule-time" label="Time (London)">
          {(control) => (
            <input
              {...control}
              type="time"
              className={fieldStyles.control}
              value={time}
              onChange={(e) => setTime(e.target.value)}
            />
          )}
        </Field>
        <Button
          variant="secondary"
          disabled={Boolean(blocked)}
          aria-describedby={blocked ? 'publish-blocked' : undefined}
          onClick={schedule}
        >
          Schedule
        </Button>
      </div>
    </section>
  );
}
