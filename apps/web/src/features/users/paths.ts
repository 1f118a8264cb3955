export { profilePath } from '../../shell/profilePath';
