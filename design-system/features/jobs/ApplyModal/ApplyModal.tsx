import { BookingErrorCode, bookingErrorMessage, type JobDetail } from '@fittizia/contract';
import type { ReactElement, ReactNode } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { Inline } from '../../../components/Inline/Inline.tsx';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { Form } from '../../../forms/Form.tsx';
import { FormActions, FormNotice } from '../../../forms/FormParts.tsx';
import * as styles from './ApplyModal.css.ts';
import { type ApplyModel, type ApplyModelOptions, type ApplyStep, useApplyModel } from './applyModel.ts';
import { CvStep, DetailsStep } from './steps/DetailsStep.tsx';
import { ExperienceStep } from './steps/ExperienceStep.tsx';
import { QuestionsStep } from './steps/QuestionsStep.tsx';

export interface ApplyModalProps extends ApplyModelOptions {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the modal ("Apply now"): focus returns to it when the modal closes. */
  trigger?: ReactElement;
}

/** Each step of the model and its markup: a new part of the form is a step here and in `applySteps`. */
const STEP_VIEWS: Record<ApplyStep, (props: { model: ApplyModel; job: JobDetail }) => ReactNode> = {
  details: ({ model }) => <DetailsStep model={model} />,
  cv: ({ model }) => <CvStep model={model} />,
  experience: ({ model }) => <ExperienceStep model={model} />,
  questions: ({ model, job }) => <QuestionsStep model={model} questions={job.questions} />,
};

/**
 * The apply-now modal (spec 2.6, 4.6, 5.1): a shell over `useApplyModel` that renders the steps the job asks
 * for (names, e-mail, telephone; the CV; work-experience rows; the screening questions), a thank-you state and
 * the error state of 8.3: the failure's message in the form's own message area at its top (focused, so it is
 * read and in view), never a second dialog stacked on the first; a second application to the same
 * job says so under its own heading. Reset sits at the form's top, away from Send.
 */
export function ApplyModal({ job, open, defaultOpen, onOpenChange, trigger, ...options }: ApplyModalProps) {
  const model = useApplyModel({ job, ...options });
  const { phase, uploading, failure } = model;
  const duplicate = failure === bookingErrorMessage(BookingErrorCode.DuplicatedRequest);

  return (
    <Modal
      title={phase.kind === 'thanks' ? 'Thank you for applying' : `Apply for ${job.name}`}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
    >
      {phase.kind === 'thanks' ? (
        <div className={styles.thanks} role="status">
          <p>{phase.message || 'We have your application.'}</p>
          <p>
            We will be in touch about the {job.name} role
            {job.restaurantName ? ` at ${job.restaurantName}` : ''}.
          </p>
        </div>
      ) : (
        <Form
          form={model.form}
          onSubmit={model.send}
          aria-label={`Apply for ${job.name}`}
          className={styles.form}
        >
          {failure ? (
            <FormNotice
              tone="danger"
              title={
                duplicate ? 'You have already applied for this job' : "We couldn't send your application"
              }
              focusKey={model.failureCount}
              data-testid="apply-error"
            >
              <p>{failure}</p>
            </FormNotice>
          ) : null}
          {/* Apart from Send, at the form's top: a press meant for Send never clears the form. */}
          <Inline space="small" align="right">
            <Button variant="outline" size="sm" disabled={uploading} onClick={model.reset}>
              Reset
            </Button>
          </Inline>
          {model.steps.map((step) => {
            const View = STEP_VIEWS[step];
            return <View key={step} model={model} job={job} />;
          })}
          <FormActions>
            <Button type="submit" loading={uploading} loadingLabel="Sending your application">
              Send application
            </Button>
          </FormActions>
        </Form>
      )}
    </Modal>
  );
}
