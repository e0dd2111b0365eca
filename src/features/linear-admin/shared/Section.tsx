/** The admin kit's titled panels, as the /linearadmin pages use them. */
export { Section, Fact, type SectionProps } from '../../../admin-kit';
