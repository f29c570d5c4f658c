export { contactIdOf, ensureContact } from './contacts';
export { contacts } from './tables';
