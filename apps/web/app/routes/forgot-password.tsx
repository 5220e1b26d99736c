export default function Page() {
  return (
    <main>
      <h1>forgot-password</h1>
    </main>
  );
}
