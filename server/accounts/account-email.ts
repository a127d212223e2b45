// What makes two account addresses the same: case and surrounding spaces do not count.

export const accountEmailKey = (email: string): string => email.trim().toLowerCase();
