export { Header, type HeaderMember, type HeaderProps } from './header';
export { COMPONENT_ID as HEADER_ID } from './header-styles';
