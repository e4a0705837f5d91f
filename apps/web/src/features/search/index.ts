export { useSearchSuggestions } from './api';
