export default function Page() {
  return (
    <main>
      <h1>auth-autologin</h1>
    </main>
  );
}
