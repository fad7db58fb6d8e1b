import {
  type JobDetail as Job,
  type JobApplicationRequest,
  type JobApplicationResponse,
  jobHeaderImage,
} from '@fittizia/contract';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { useAnchor } from '../../../shared/Anchor.tsx';
import { ApplyModal } from '../ApplyModal/ApplyModal.tsx';
import { categoryOf, jobTypeLabel } from '../jobSearch.ts';
import * as styles from './JobDetail.css.ts';

export interface JobDetailProps {
  job: Job;
  /** Sends the application (`POST api/jobs/application`). */
  submit: (body: JobApplicationRequest) => Promise<JobApplicationResponse['data']>;
  /** The job list to go back to. */
  backHref?: string;
  /** Open the apply-now modal at once (stories). */
  defaultApplyOpen?: boolean;
}

/**
 * A job page (spec 2.6): the category's header image, the facts of the job, its description and the
 * apply-now modal.
 */
export function JobDetail({ job, submit, backHref, defaultApplyOpen = false }: JobDetailProps) {
  const Anchor = useAnchor();
  const [applying, setApplying] = useState(defaultApplyOpen);
  const facts: [string, string | undefined][] = [
    ['Where', [job.restaurantName, job.postcode].filter(Boolean).join(', ') || undefined],
    ['Job type', jobTypeLabel(job.jobType) || undefined],
    ['Category', categoryOf(job)],
    ['Pay', job.salary],
    ['CV', job.cvRequired === 'False' ? 'Not needed' : 'Needed (PDF or Word)'],
  ];
  return (
    <article className={styles.root} aria-labelledby="job-title">
      <img
        className={styles.hero}
        src={jobHeaderImage(job.category)}
        alt=""
        width={1280}
        height={400}
        fetchPriority="high"
      />
      <h1 id="job-title" style={{ margin: 0 }}>
        {job.name}
      </h1>
      <dl className={styles.facts}>
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.definition}>{value}</dd>
            </div>
          ))}
      </dl>
      {job.description ? <p className={styles.description}>{job.description}</p> : null}
      <div className={styles.actions}>
        {/* The modal's trigger: Escape or × gives focus back to "Apply now". */}
        <ApplyModal
          job={job}
          open={applying}
          onOpenChange={setApplying}
          submit={submit}
          trigger={<Button size="lg">Apply now</Button>}
        />
        {backHref ? <Anchor href={backHref}>Back to all jobs</Anchor> : null}
      </div>
    </article>
  );
}
