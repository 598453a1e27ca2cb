/** Side-effect style imports (Storybook preview, stories). */
declare module '*.css';
