/** The member-area icons moved to widgets/shared (menu-entry widgets draw them too); re-exported for the screens. */
export { MemberIcon, type MemberIconName } from '../../../widgets/shared/member-icon';
