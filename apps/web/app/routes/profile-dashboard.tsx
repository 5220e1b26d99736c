export default function Page() {
  return (
    <main>
      <h1>profile-dashboard</h1>
    </main>
  );
}
