import type { JobDetail } from '@fittizia/contract';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { Form } from '../../../forms/Form.tsx';
import { FormActions } from '../../../forms/FormParts.tsx';
import * as styles from './ApplyModal.css.ts';
import { type ApplyModel, type ApplyModelOptions, type ApplyStep, useApplyModel } from './applyModel.ts';
import { CvStep, DetailsStep } from './steps/DetailsStep.tsx';
import { ExperienceStep } from './steps/ExperienceStep.tsx';
import { QuestionsStep } from './steps/QuestionsStep.tsx';

export interface ApplyModalProps extends ApplyModelOptions {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
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
 * an error modal with the messages of 8.3.
 */
export function ApplyModal({ job, open, defaultOpen, onOpenChange, ...options }: ApplyModalProps) {
  const model = useApplyModel({ job, ...options });
  const { phase, uploading, failure } = model;

  return (
    <Modal
      title={phase.kind === 'thanks' ? 'Thank you for applying' : `Apply for ${job.name}`}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
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
          {model.steps.map((step) => {
            const View = STEP_VIEWS[step];
            return <View key={step} model={model} job={job} />;
          })}
          <FormActions>
            <Button type="submit" loading={uploading} loadingLabel="Sending your application">
              Send application
            </Button>
            <Button variant="secondary" disabled={uploading} onClick={model.reset}>
              Reset
            </Button>
          </FormActions>
        </Form>
      )}
      <Modal
        title="We couldn't send your application"
        open={Boolean(failure)}
        onOpenChange={(next) => {
          if (!next) model.dismissFailure();
        }}
        footer={<Button onClick={model.dismissFailure}>OK</Button>}
      >
        <p role="alert">{failure}</p>
      </Modal>
    </Modal>
  );
}
