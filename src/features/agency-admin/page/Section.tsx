/** The admin kit's titled panels, as an agency's page uses them. */
export { Section, type SectionProps } from '../../../admin-kit';
