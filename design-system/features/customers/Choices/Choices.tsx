import {
  type Choice,
  type ChoicesFormValues,
  CUSTOMER_FORM_MESSAGES,
  type CustomerUpdateResponse,
  choicesPayload,
  isCustomerUpdateSuccess,
  type UpdateCustomerChoicesRequest,
} from '@fittizia/contract';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { ErrorSummary } from '../../../components/ErrorSummary/ErrorSummary.tsx';
import { FormActions, FormNotice } from '../../../forms/FormParts.tsx';
import * as styles from './Choices.css.ts';

export interface ChoicesProps {
  /** The pairs of image choices (the content call, kept as contentfulChoices). */
  choices: readonly Choice[];
  customerGuid: string;
  /** Sends `POST /api/exponea/updateCustomerChoices` and answers its `data` ('Success' means success). */
  submit: (body: UpdateCustomerChoicesRequest) => Promise<CustomerUpdateResponse['data']>;
  /** Chosen option per choice id to start from. */
  defaultValues?: ChoicesFormValues;
}

type Outcome = { kind: 'saved' | 'failed' | 'invalid'; count: number };

/** An option's picture: a neutral box if it does not load, so the pair keeps its shape. */
function OptionImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  return failed ? (
    <span className={styles.image} aria-hidden="true" />
  ) : (
    <img className={styles.image} src={src} alt="" loading="lazy" onError={() => setFailed(true)} />
  );
}

/**
 * The choices page (spec 2.7, 3, 7.5): pairs of image choices, each pair a radio group named by its title and
 * each option named by its label (the image is decoration). Saving sends the chosen values; at least one pair
 * must be chosen. 'Success' shows a confirmation, anything else a failure message; the choices stay.
 */
export function Choices({ choices, customerGuid, submit, defaultValues = {} }: ChoicesProps) {
  const [values, setValues] = useState<ChoicesFormValues>(defaultValues);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const next = (kind: Outcome['kind']) =>
    setOutcome((previous) => ({ kind, count: (previous?.count ?? 0) + 1 }));
  const firstId = choices[0] ? `choice-${choices[0].id}-0` : 'choices';

  const save = async () => {
    const body = choicesPayload(customerGuid, values);
    if (body.choices.length === 0) return next('invalid');
    setSending(true);
    let saved = false;
    try {
      saved = isCustomerUpdateSuccess(await submit(body));
    } catch {
      saved = false;
    }
    next(saved ? 'saved' : 'failed');
    setSending(false);
  };

  return (
    <form
      className={styles.root}
      aria-label="Your choices"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {outcome?.kind === 'invalid' ? (
        <ErrorSummary
          key={outcome.count}
          errors={[{ fieldId: firstId, message: CUSTOMER_FORM_MESSAGES.choicesRequired }]}
        />
      ) : null}
      {outcome?.kind === 'saved' ? (
        <FormNotice tone="success" title="Choices saved" focusKey={outcome.count} data-testid="choices-saved">
          <p>{CUSTOMER_FORM_MESSAGES.choicesSaved}</p>
        </FormNotice>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <FormNotice
          tone="danger"
          title="Choices not saved"
          focusKey={outcome.count}
          data-testid="choices-failed"
        >
          <p>{CUSTOMER_FORM_MESSAGES.choicesFailed}</p>
        </FormNotice>
      ) : null}
      {choices.map((choice, index) => (
        <fieldset key={choice.id} className={styles.pair} disabled={sending}>
          <legend className={styles.legend}>{choice.title ?? `Choice ${index + 1}`}</legend>
          <div className={styles.options}>
            {choice.options.map((option, optionIndex) => (
              <label key={option.id} className={styles.option}>
                {option.image ? <OptionImage src={option.image} /> : null}
                <span className={styles.labelRow}>
                  <input
                    id={`choice-${choice.id}-${optionIndex}`}
                    className={styles.radio}
                    type="radio"
                    name={`choice-${choice.id}`}
                    value={option.id}
                    checked={values[choice.id] === option.id}
                    onChange={() => setValues((current) => ({ ...current, [choice.id]: option.id }))}
                  />
                  <span className={styles.labelText}>{option.label}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <FormActions>
        <Button type="submit" loading={sending} loadingLabel="Saving your choices">
          Save my choices
        </Button>
      </FormActions>
    </form>
  );
}
