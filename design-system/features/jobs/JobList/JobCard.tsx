import { jobHeaderImage } from '@fittizia/contract';
import { useAnchor } from '../../../shared/Anchor.tsx';
import { categoryOf, formatJobMiles, jobTypeLabel, type ListedJob } from '../jobSearch.ts';
import * as styles from './JobList.css.ts';

/** One opening of the list: its category's header image, title (a link to its page), place, type and distance. */
export function JobCard({ id, job, href }: { id: string; job: ListedJob; href: string }) {
  const Anchor = useAnchor();
  return (
    <article className={styles.card} aria-labelledby={id}>
      <img
        className={styles.image}
        src={jobHeaderImage(job.category)}
        alt=""
        width={640}
        height={280}
        loading="lazy"
      />
      <div className={styles.body}>
        <h2 id={id} className={styles.title}>
          <Anchor href={href}>{job.name}</Anchor>
        </h2>
        <p className={styles.meta}>{[job.restaurantName, job.postcode].filter(Boolean).join(', ')}</p>
        <p className={styles.meta}>
          {[jobTypeLabel(job.jobType), categoryOf(job), job.salary].filter(Boolean).join(' · ')}
        </p>
        {job.distance !== null ? (
          <p className={styles.meta} data-testid="job-distance">
            {formatJobMiles(job.distance)} away
          </p>
        ) : null}
      </div>
    </article>
  );
}
