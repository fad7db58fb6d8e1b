import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview.tsx';

// Applies the preview (global styles, MSW loader, a11y parameters) and the axe runner to every story test.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
