import './palette.css';

export { ogoConfig } from './ogo.config';
