import { jobDetailFixtures } from '@fittizia/api-mocks/fixtures';
import { describe, expect, it } from 'vitest';
import { applySteps } from './applyModel.ts';

const job = jobDetailFixtures['JOB-2291'] as NonNullable<(typeof jobDetailFixtures)[string]>;

describe('the apply-now model', () => {
  it('shows the steps a job asks for, in order', () => {
    expect(applySteps(job)).toEqual(['details', 'cv', 'experience', 'questions']);
    expect(
      applySteps({ ...job, cvRequired: 'False', workExperienceRequired: 'False', questions: [] }),
    ).toEqual(['details']);
    expect(applySteps({ ...job, cvRequired: 'False' })).toEqual(['details', 'experience', 'questions']);
  });
});
