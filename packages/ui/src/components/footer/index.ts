export {
  Footer,
  type FooterCommunityLink,
  type FooterGroup,
  type FooterLink,
  type FooterLogo,
  type FooterProps,
} from './footer';
export { COMPONENT_ID as FOOTER_ID } from './footer-styles';
