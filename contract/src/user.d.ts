/** GET /api/auth/user: the signed-in user (a 401 when signed out). */
export interface User {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isPremium: boolean;
}
