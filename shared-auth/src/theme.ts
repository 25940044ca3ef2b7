/**
 * The antd theme of every app, as plain data: importing it does not load antd, so the login page
 * (which loads no antd) can read the brand colour from the same place.
 */
export const theme = {
  token: {
    colorPrimary: '#0f6e56',
    // antd derives a greyish highlight from this green; selected and unread rows need a green tint
    colorPrimaryBg: '#e7f1ee',
    colorPrimaryBgHover: '#d3e6e0',
    colorLink: '#0f6e56',
    // Text that must stay readable (WCAG AA, 4.5:1 on white and on table headers): antd's greys
    // (#8c8c8c secondary text, #bfbfbf placeholders and initials avatars) and its status colours
    // are lighter than that.
    colorTextTertiary: '#636363',
    colorTextDescription: '#636363',
    colorTextPlaceholder: '#6e6e6e',
    colorError: '#cf1322',
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
    colorInfo: '#0958d9',
    // antd derives greyish backgrounds and borders from these darker colours (as for the green
    // above): keep its usual light tints.
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    borderRadius: 8,
    fontFamily: "'Inter', 'Segoe UI', system-ui, sans-serif",
  },
  components: {
    Switch: {
      // An unchecked switch writes its text («No») in white on antd's lightest grey (#bfbfbf): 1.8:1.
      colorTextQuaternary: '#6e6e6e',
      colorTextTertiary: '#595959',
    },
    Tag: {
      // A coloured tag writes its text in the palette's 7th shade on its 1st; for these colours
      // that is too light, so the tag takes a darker shade of the same colour.
      cyan7: '#006d75',
      green7: '#237804',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      yellow7: '#876800',
      lime7: '#3f6600',
      gold7: '#874d00',
    },
  },
};
