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
    borderRadius: 8,
    fontFamily: "'Inter', 'Segoe UI', system-ui, sans-serif",
  },
};
