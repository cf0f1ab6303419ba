import './palette.css';

export { gloConfig } from './glo.config';
