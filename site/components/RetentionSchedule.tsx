import type { RetentionRule } from '@fittizia/contract';
import { Heading } from '@fittizia/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { retentionScheduleQuery } from '../lib/queries.ts';
import * as styles from './RetentionSchedule.css.ts';

/** What happens at the end of a rule's period, in plain words. */
export function afterwardsWords(rule: Pick<RetentionRule, 'action' | 'afterwards'>): string {
  const done = rule.action === 'anonymised' ? 'Anonymised' : 'Deleted';
  return rule.afterwards ? `${done}: we keep only ${rule.afterwards}` : done;
}

/**
 * The privacy policy's "How long we keep your data" section: a table rendered on the server from the brand API's
 * retention schedule (`retentionSchedule`), the one the nightly job applies, so the policy and the practice
 * cannot drift (docs/privacy.md).
 */
export function RetentionSchedule() {
  const { data } = useSuspenseQuery(retentionScheduleQuery());
  return (
    <section className={styles.section} aria-labelledby="how-long-we-keep-your-data">
      <Heading level="2" id="how-long-we-keep-your-data">
        How long we keep your data
      </Heading>
      <p className={styles.lead}>
        We keep each kind of personal data only as long as we need it, then delete it or remove everything
        that could identify you. This table is the schedule our systems apply every night.
      </p>
      <table className={styles.table} data-testid="retention-schedule">
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              Your data
            </th>
            <th scope="col" className={styles.cell}>
              How long we keep it
            </th>
            <th scope="col" className={styles.cell}>
              Then
            </th>
            <th scope="col" className={styles.cell}>
              Why
            </th>
          </tr>
        </thead>
        <tbody>
          {data.rules.map((rule) => (
            <tr key={rule.kind} data-kind={rule.kind} data-days={rule.days}>
              <th scope="row" className={styles.cell}>
                {rule.what}
              </th>
              <td className={styles.cell}>{rule.keptFor}</td>
              <td className={styles.cell}>{afterwardsWords(rule)}</td>
              <td className={styles.cell}>{rule.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
