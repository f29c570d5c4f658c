export { templateApi } from './routes';
export { templates } from './tables';
export {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  TEMPLATE_LIST_MAX,
  type TemplateRow,
  templateExists,
  templateInputSchema,
  updateTemplate,
} from './templates';
