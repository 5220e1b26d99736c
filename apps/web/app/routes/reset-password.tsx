export default function Page() {
  return (
    <main>
      <h1>reset-password</h1>
    </main>
  );
}
