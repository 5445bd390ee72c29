/**
 * Texts of the advisor's Client Management screens (invite, verify sender, Manage Users, provider
 * masked view). Part of `messages`; texts quoted from the specification are verbatim.
 */
export const consoleMessages = {
  // Specification texts (verbatim).
  clientManagementTitle: 'Client Management',
  clientsSearchPlaceholder: 'Search User',
  clientsInviteNew: 'Invite new client',
  clientsExportToExcel: 'Export to Excel',
  clientsDisabledFolder: 'Disabled Users',
  clientsOpenVault: 'Open Client Vault',
  clientsManageUsers: 'Manage Users',
  clientsEnableNotification: 'Enable Email Notification',
  clientsDisableNotification: 'Disable Email Notification',
  clientsResetPassword: 'Reset Password',
  clientsDisable: 'Disable',
  clientsRestore: 'Restore',
  clientsDelete: 'Delete',
  clientsSendInvite: 'Send Invite',
  clientsOk: 'OK',
  clientsResetPasswordTitle: 'Reset Client Password',
  clientsDisableTitle: 'Disable Client Account',
  clientsDisableManyTitle: 'Disable Clients Account',
  clientsRestoreTitle: 'Restore Client Account',
  clientsDeleteTitle: 'Delete Client Account',
  clientsInvited: 'User {email} has been invited',
  clientsInvitedTitle: 'Invite user successfully!',
  senderVerifySent: 'The verify email have just sent successfully',
  successfullyTitle: 'Successfully!',
  clientsRemoved: 'User "{name}" has been removed',
  clientsRemovedTitle: 'Delete user successfully!',
  clientsResetPasswordSent: 'Email reset password of User "{name}" has been sent',
  clientsDisabledToast: '"{name}" has been disabled',
  clientsRestoredToast: '"{name}" has been restored',
  clientsDisabledManyToast: 'All select data has been disabled',
  clientsUpdateSuccess: 'Update success',
  clientsSomethingWrong: 'Some thing wrong',
  clientsFailTitle: 'Fail!',
  secondUsersDisableAccount: 'Disable this account',
  secondUsersEnableAccount: 'Enable this account',

  // Our own texts.
  clientsSearchLabel: 'Search clients by name or e-mail',
  clientsTableLabel: 'Clients',
  clientsBreadcrumbLabel: 'Breadcrumb',
  clientsSelectRow: 'Select {name}',
  clientsSelectAll: 'Select all active clients on this page',
  clientsRowActions: 'Actions for {name}',
  clientsActionsColumn: 'Actions',
  clientsOpenDisabledFolder: 'Open the Disabled Users folder',
  clientsDisabledFolderHint: 'Clients whose accounts are disabled',
  clientsEmpty: 'No clients yet. Use Invite new client to send the first invitation.',
  clientsNoResults: 'No clients match your search.',
  clientsDisabledEmpty: 'No disabled clients.',
  clientsLoadFailed: 'The clients could not be loaded.',
  clientsSelectedCount: '{count} selected',
  clientsNoName: '(no name yet)',
  clientsResetPasswordConfirm:
    'Send "{name}" an e-mail with a link to reset their master password? You will not see or change the password.',
  clientsDisableConfirm:
    'Disable the account of "{name}"? They are signed out at once and cannot sign in until you restore the account.',
  clientsDisableManyConfirm:
    'Disable the {count} selected client accounts? They are signed out at once and cannot sign in until you restore them.',
  clientsDisableManyConfirmOne:
    'Disable the selected client account? They are signed out at once and cannot sign in until you restore it.',
  clientsRestoreConfirm: 'Restore the account of "{name}"? They can sign in again.',
  clientsDeleteConfirm:
    'Delete the account of "{name}" and all of its data permanently? This cannot be undone.',
  clientsSendResetEmail: 'Send e-mail',
  clientsCancel: 'Cancel',
  clientsNotificationOn: 'E-mail notification on',
  clientsNotificationOff: 'E-mail notification off',
  inviteEmailLabel: 'Email',
  inviteSubjectLabel: 'Subject',
  inviteNoteLabel: 'Note',
  inviteSubmit: 'Send Invite',
  inviteEmailRequired: 'Please enter the e-mail address of the client.',
  inviteSubjectPassword: '{firm} invites you to your free Password Guru account',
  inviteSubjectDocuments: 'Your free Documents Guru account',
  inviteNotePassword:
    'As a client of {firm}, you can use Password Guru for free: a password manager that encrypts your passwords on your device, so that nobody else, not even us, can read them.',
  inviteNoteDocuments:
    'As a client of {firm}, you can use Documents Guru for free: a secure place to store your documents and to exchange files with us.',
  senderVerifyTitle: 'Verify your sender e-mail address',
  senderVerifyText:
    'Invitations are sent on behalf of {firm} and answers go to {email}. Before the first invitation, please confirm this address: we e-mail it a link to open.',
  senderVerifySend: 'Send verification e-mail',
  senderVerifyDone: 'I opened the link, send the invite',
  senderVerifyStillPending:
    'This address is not verified yet. Please open the link in the e-mail we sent to {email}, then try again.',
  senderVerifyBack: 'Back to the invitation',
  secondUsersTitle: 'Manage Users of {name}',
  secondUsersIntro:
    'Second users have the same rights as the client in Documents Guru. Each one receives an invitation to create their own account.',
  secondUsersEmailLabel: 'E-mail address',
  secondUsersAdd: 'Add',
  secondUsersSave: 'Save',
  secondUsersRemove: 'Remove {email}',
  secondUsersNew: 'New',
  secondUsersEmpty: 'No users yet.',
  secondUsersInvited: 'Invitations have been sent to {emails}',
  secondUsersListLabel: 'Users of this client',
  secondUsersLoadFailed: 'The users of this client could not be loaded.',
  advisorClientManagementLink: 'Client Management',
  advisorClientManagementOf: 'Client Management of {app}',
  providerViewClients: 'View clients',
  providerViewClientsOf: 'View clients of {firm}',
  providerFirmClientsTitle: 'Clients of {firm}',
  providerMaskedNotice:
    'Names and e-mail addresses are masked: the provider never receives client data. This view is read-only.',
  providerBackToFirms: 'Back to advisor firms',
  providerNoClients: 'This firm has no clients yet.',
  /** The range under the table, "start-end of total" as the seed writes it (a hyphen). */
  clientsPageInfo: '{from}-{to} of {total}',
  /** An account request from an e-mail the firm already knows (the visitor sees the usual answer). */
  accountRequestKnownMailSubject: 'Account request from a known person: {name}',
  accountRequestKnownMailText:
    '{name} asked for a free {app} account.\n\nE-mail: {email}\nMobile phone: {phone}\nRelationship: {relationship}\n\nThis e-mail address is already known to your firm: {known}\n\n{next}',
  accountRequestKnownClient: 'it belongs to a client whose status in Client Management is {status}.',
  accountRequestKnownSecondUser: 'it belongs to a second user of one of your clients (status {status}).',
  accountRequestKnownStaff: 'it belongs to a staff account of your firm.',
  accountRequestKnownRecorded:
    'The request is listed with the status Requested in Client Management of {app}, where you can send an invite.',
  accountRequestKnownInvited:
    'An invitation to {app} is already open: the person is listed as Pending in Client Management of {app}.',
  accountRequestKnownHasApp: 'This person already has access to {app}. No request was recorded.',
  accountRequestKnownNoApp:
    'This person does not have {app} yet. You can invite them with "Invite new client" in Client Management of {app}. No request was recorded.',
  accountRequestKnownNothing: 'No request was recorded.',
} as const;
