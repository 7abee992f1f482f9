// Every admin call's method and path by name, free of zod so the admin's browser code can build
// its addresses from them (`admin/lib/api-client.ts`). The endpoints of each area (schemas, access,
// summary) take their route from here under the same name; `adminEndpoints`' type checks that.
export const ADMIN_ROUTES = {
  // analytics
  getAnalytics: { method: 'GET', path: '/analytics' },
  // audit
  listAudit: { method: 'GET', path: '/audit' },
  // auth
  login: { method: 'POST', path: '/auth/login' },
  logout: { method: 'POST', path: '/auth/logout' },
  me: { method: 'GET', path: '/auth/me' },
  password: { method: 'POST', path: '/auth/password' },
  setup: { method: 'POST', path: '/auth/setup' },
  totpBegin: { method: 'POST', path: '/auth/totp/begin' },
  totpConfirm: { method: 'POST', path: '/auth/totp/confirm' },
  totpDisable: { method: 'POST', path: '/auth/totp/disable' },
  // backups
  getBackupState: { method: 'GET', path: '/backups' },
  requestBackup: { method: 'POST', path: '/backups' },
  listBackupArchives: { method: 'GET', path: '/backups/archives' },
  downloadBackupArchive: { method: 'GET', path: '/backups/archives/:name' },
  // baidu-push
  getBaiduPushStatus: { method: 'GET', path: '/baidu-push/status' },
  // content
  listContent: { method: 'GET', path: '/content/:type' },
  getContent: { method: 'GET', path: '/content/:type/:id' },
  createContent: { method: 'POST', path: '/content/:type' },
  saveContent: { method: 'PUT', path: '/content/:type/:id' },
  deleteContent: { method: 'DELETE', path: '/content/:type/:id' },
  publishContent: { method: 'POST', path: '/content/:type/:id/publish' },
  unpublishContent: { method: 'POST', path: '/content/:type/:id/unpublish' },
  discardContentDraft: { method: 'POST', path: '/content/:type/:id/discard' },
  scheduleContent: { method: 'POST', path: '/content/:type/:id/schedule' },
  reorderContent: { method: 'POST', path: '/content/:type/reorder' },
  bulkContent: { method: 'POST', path: '/content/:type/bulk' },
  listContentRevisions: { method: 'GET', path: '/content/:type/:id/revisions' },
  previewContent: { method: 'POST', path: '/content/:type/:id/preview' },
  restoreContentRevision: { method: 'POST', path: '/content/:type/:id/revisions/:version/restore' },
  // dashboard
  getDashboard: { method: 'GET', path: '/dashboard' },
  getGoLiveChecklist: { method: 'GET', path: '/dashboard/go-live' },
  // enquiries
  listEnquiries: { method: 'GET', path: '/enquiries' },
  exportEnquiries: { method: 'GET', path: '/enquiries/export.csv' },
  getEnquiry: { method: 'GET', path: '/enquiries/:id' },
  updateEnquiry: { method: 'PATCH', path: '/enquiries/:id' },
  getEnquiryHistory: { method: 'GET', path: '/enquiries/:id/history' },
  // invitations
  listInvitations: { method: 'GET', path: '/invitations' },
  createInvitation: { method: 'POST', path: '/invitations' },
  withdrawInvitation: { method: 'DELETE', path: '/invitations/:id' },
  lookupInvitation: { method: 'POST', path: '/invitations/lookup' },
  acceptInvitation: { method: 'POST', path: '/invitations/accept' },
  // jobs
  listJobs: { method: 'GET', path: '/jobs' },
  // links
  searchLinkTargets: { method: 'GET', path: '/links' },
  getLinkTarget: { method: 'GET', path: '/links/:type/:id' },
  // media
  uploadMedia: { method: 'POST', path: '/media' },
  listMedia: { method: 'GET', path: '/media' },
  getMedia: { method: 'GET', path: '/media/:id' },
  updateMedia: { method: 'PATCH', path: '/media/:id' },
  deleteMedia: { method: 'DELETE', path: '/media/:id' },
  // settings
  getSecuritySettings: { method: 'GET', path: '/settings/security' },
  updateSecuritySettings: { method: 'PATCH', path: '/settings/security' },
  getContactSettings: { method: 'GET', path: '/settings/contact' },
  updateContactSettings: { method: 'PATCH', path: '/settings/contact' },
  // users
  listUsers: { method: 'GET', path: '/users' },
  createUser: { method: 'POST', path: '/users' },
  updateUser: { method: 'PATCH', path: '/users/:id' },
  resetPassword: { method: 'POST', path: '/users/:id/password' },
  assignableUsers: { method: 'GET', path: '/users/assignable' },
} as const;

export type AdminRouteName = keyof typeof ADMIN_ROUTES;
