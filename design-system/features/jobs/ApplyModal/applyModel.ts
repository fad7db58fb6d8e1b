import {
  type ApplicationFormValues,
  applicationFormSchema,
  applicationPayload,
  emptyApplicationForm,
  type JobApplicationRequest,
  type JobApplicationResponse,
  type JobDetail,
} from '@fittizia/contract';
import { useMemo, useState } from 'react';
import { fileLabel } from '../../../components/FileUpload/validateFile.ts';
import { useZodForm } from '../../../forms/useZodForm.ts';
import { applicationErrorMessage, cvContentType, cvLooksRight, fileToBase64 } from './applyErrors.ts';

/** How the CV's accepted types read in a message naming the file ('The file "cv.txt" must be a PDF or DOCX'). */
export const CV_ACCEPT_LABEL = 'a PDF or DOCX';

/** The parts of the form, in order; a job asks for some of them only (spec 5.1). */
export type ApplyStep = 'details' | 'cv' | 'experience' | 'questions';

/** The steps a job's form shows: the details always, the CV, work experience and questions when it asks. */
export function applySteps(
  job: Pick<JobDetail, 'cvRequired' | 'workExperienceRequired' | 'questions'>,
): ApplyStep[] {
  return [
    'details',
    ...(job.cvRequired !== 'False' ? (['cv'] as const) : []),
    ...(job.workExperienceRequired === 'True' ? (['experience'] as const) : []),
    ...(job.questions.length > 0 ? (['questions'] as const) : []),
  ];
}

/** Filling in the form, sending it (the CV is read and uploaded), or thanked with the brand API's message. */
export type ApplyPhase = { kind: 'form' } | { kind: 'uploading' } | { kind: 'thanks'; message: string };

export interface ApplyModelOptions {
  job: JobDetail;
  /** Sends `POST api/jobs/application`; rejects with the brand API's error on an HTTP error. */
  submit: (body: JobApplicationRequest) => Promise<JobApplicationResponse['data']>;
  /** Reads the chosen CV as base64 (a browser File by default). */
  readFile?: ((file: Blob) => Promise<string>) | undefined;
  /** Values to start from (stories show a filled or failing form). */
  defaultValues?: Partial<ApplicationFormValues> | undefined;
}

/**
 * The apply-now journey without its markup: the form (the contract's `applicationFormSchema`), its steps, the
 * phase, and the failure the form shows at its top (the messages of 8.3). An error never clears what the person
 * entered; `reset` clears every field.
 */
export function useApplyModel({ job, submit, readFile = fileToBase64, defaultValues }: ApplyModelOptions) {
  const schema = useMemo(() => applicationFormSchema(job), [job]);
  const empty = useMemo(() => emptyApplicationForm(job), [job]);
  const form = useZodForm(schema, { defaultValues: { ...empty, ...defaultValues } });
  const [phase, setPhase] = useState<ApplyPhase>({ kind: 'form' });
  const [failure, setFailure] = useState<string>();
  // Each failed send focuses the message again, even the same one twice.
  const [failureCount, setFailureCount] = useState(0);
  const fail = (message: string) => {
    setFailure(message);
    setFailureCount((count) => count + 1);
  };
  const steps = useMemo(() => applySteps(job), [job]);

  const send = async (values: ApplicationFormValues) => {
    const wantsCv = steps.includes('cv');
    const file = values.cv[0] as (File & { name: string }) | undefined;
    if (file && wantsCv && !(await cvLooksRight(file))) {
      // A renamed file: the upload area's format error for a wrong name, naming the file; nothing is sent.
      form.setError(
        'cv',
        { type: 'format', message: `${fileLabel(file)} must be ${CV_ACCEPT_LABEL}` },
        { shouldFocus: true },
      );
      return;
    }
    setPhase({ kind: 'uploading' });
    setFailure(undefined);
    try {
      const resume =
        file && wantsCv
          ? { name: file.name, contentType: cvContentType(file.name), content: await readFile(file) }
          : undefined;
      const answer = await submit(applicationPayload(values, job, resume));
      if (answer.success) {
        setPhase({ kind: 'thanks', message: answer.message ?? '' });
        return;
      }
      fail(answer.message || applicationErrorMessage(undefined));
    } catch (caught) {
      fail(applicationErrorMessage(caught));
    }
    setPhase({ kind: 'form' });
  };

  return {
    form,
    steps,
    phase,
    uploading: phase.kind === 'uploading',
    failure,
    failureCount,
    send,
    reset: () => {
      form.reset(empty);
      setFailure(undefined);
    },
    dismissFailure: () => setFailure(undefined),
  };
}

export type ApplyModel = ReturnType<typeof useApplyModel>;
