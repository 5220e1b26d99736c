export default function Page() {
  return (
    <main>
      <h1>profile-limits</h1>
    </main>
  );
}
