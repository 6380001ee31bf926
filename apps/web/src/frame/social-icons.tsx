// Simplified marks of the social networks, drawn for the site (20 px, filled, decorative).
const common = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'currentColor', 'aria-hidden': true } as const;

function Vk() {
  return (
    <svg {...common}>
      <path d="M12.8 17.5C6.9 17.5 3.5 13.4 3.4 6.6h3c.1 5 2.3 7.1 4 7.5V6.6h2.8v4.3c1.7-.2 3.5-2.2 4.1-4.3h2.8a8.3 8.3 0 0 1-3.8 5.4 8.6 8.6 0 0 1 4.4 5.5h-3.1a5.4 5.4 0 0 0-4.4-3.9v3.9h-.4z" />
    </svg>
  );
}

function YouTube() {
  return (
    <svg {...common}>
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
    </svg>
  );
}

function Telegram() {
  return (
    <svg {...common}>
      <path d="M21.5 4.3 2.9 11.5c-1.1.4-1.1 1.1-.2 1.4l4.8 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.8-.4l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.8-1.3-1.4zM8.5 14.1l9.6-6.1c.5-.3.9-.1.5.2l-8.2 7.4-.3 3.4z" />
    </svg>
  );
}

function Dzen() {
  return (
    <svg {...common}>
      <path d="M12 2c-.1 4.3-.6 6.9-2.4 8.6C7.9 12.4 5.3 12.9 2 13v-2c3.3-.1 5.9-.6 7.6-2.4C11.4 6.9 11.9 4.3 12 1zm0 20c.1-4.3.6-6.9 2.4-8.6 1.7-1.8 4.3-2.3 7.6-2.4v2c-3.3.1-5.9.6-7.6 2.4-1.8 1.7-2.3 4.3-2.4 7.6zM22 11c-4.3-.1-6.9-.6-8.6-2.4C11.6 6.9 11.1 4.3 11 1h2c.1 3.3.6 5.9 2.4 7.6 1.7 1.8 4.3 2.3 7.6 2.4zM2 13c4.3.1 6.9.6 8.6 2.4 1.8 1.7 2.3 4.3 2.4 7.6h-2c-.1-3.3-.6-5.9-2.4-7.6C6.9 13.6 4.3 13.1 1 13z" />
    </svg>
  );
}

export const socialIcons = { vk: Vk, youtube: YouTube, telegramm: Telegram, dzen: Dzen } as const;
