import '@license-console/ui/styles.css';
import { screenshotStories } from '../../../scripts/story-screenshots.ts';

/** Every story file of the widgets; a new story gets a screenshot (and needs a baseline) at once. */
screenshotStories(import.meta.glob('../src/**/*.stories.tsx', { eager: true }));
