export default function Page() {
  return (
    <main>
      <h1>profile-account</h1>
    </main>
  );
}
