export { default, generateMetadata } from '../my-draft/page';
