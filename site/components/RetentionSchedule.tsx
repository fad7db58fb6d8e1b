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

/** The table's column names: its head, and each value's label on a narrow screen. */
const COLUMNS = {
  what: 'Your data',
  keptFor: 'How long we keep it',
  afterwards: 'Then',
  why: 'Why',
} as const;

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
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={styles.cell}>
              {COLUMNS.what}
            </th>
            <th scope="col" className={styles.cell}>
              {COLUMNS.keptFor}
            </th>
            <th scope="col" className={styles.cell}>
              {COLUMNS.afterwards}
            </th>
            <th scope="col" className={styles.cell}>
              {COLUMNS.why}
            </th>
          </tr>
        </thead>
        <tbody className={styles.body}>
          {data.rules.map((rule) => (
            <tr key={rule.kind} data-kind={rule.kind} data-days={rule.days} className={styles.row}>
              <th scope="row" className={styles.cell}>
                {rule.what}
              </th>
              {/* On a narrow screen each value is shown under its column's name (data-label). */}
              <td className={styles.value} data-label={COLUMNS.keptFor}>
                {rule.keptFor}
              </td>
              <td className={styles.value} data-label={COLUMNS.afterwards}>
                {afterwardsWords(rule)}
              </td>
              <td className={styles.value} data-label={COLUMNS.why}>
                {rule.reason}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
