/** What other modules may use of users: the user rows and how a user is presented. */
export { presentUser } from './present.ts';
export {
  deleteUser,
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  findUserByLogin,
  findUserByReferralCode,
  insertUser,
  isUniqueViolation,
  updateUser,
  usernameTaken,
  type UserRow,
} from './repository.ts';
