package heritrix

import (
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// httpclientJar is where Debian's libcommons-httpclient-java puts
// commons-httpclient 3.1; .ci/run installs it, with a JDK.
const httpclientJar = "/usr/share/java/commons-httpclient.jar"

// resolveCore is what a Java program of this test runs for each line
// "BASE<TAB>REFERENCE" of its input, both already fixed up: the base and
// the reference parsed as escaped and normalized (UsableURI's
// constructor), URI(base, reference), normalized; "ERR" for an exception.
const resolveCore = `import java.io.*;
import org.apache.commons.httpclient.URI;
public class ResolveCore {
  public static void main(String[] a) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
    PrintStream out = new PrintStream(System.out, true, "UTF-8");
    for (String line; (line = in.readLine()) != null; ) {
      int tab = line.indexOf('\t');
      try {
        URI b = new URI(line.substring(0, tab), true); b.normalize();
        URI r = new URI(line.substring(tab + 1), true); r.normalize();
        URI t = new URI(b, r); t.normalize();
        out.println(t.toString());
      } catch (Exception e) { out.println("ERR"); }
    }
  }
}
`

// TestAgainstHttpclient runs commons-httpclient 3.1 itself (Debian's jar)
// on 20,000 generated pairs of a fixed-up base and reference, and checks
// that parse, resolve and normalize give what URI(base, relative) and
// normalize give there. The network paths with a port ("//h:81/...") are
// left out: httpclient 3.1 reads them as paths (HTTPCLIENT-588), which
// the LaxURI that Heritrix uses fixes.
func TestAgainstHttpclient(t *testing.T) {
	javac, err1 := exec.LookPath("javac")
	java, err2 := exec.LookPath("java")
	_, err3 := os.Stat(httpclientJar)
	if err1 != nil || err2 != nil || err3 != nil {
		msg := fmt.Sprintf("needs a JDK and %s (Debian's libcommons-httpclient-java): %v %v %v", httpclientJar, err1, err2, err3)
		if os.Getenv("URIDIALECT_REQUIRE_JAVA") != "" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "ResolveCore.java")
	if err := os.WriteFile(src, []byte(resolveCore), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(javac, "-cp", httpclientJar, "-d", dir, src).CombinedOutput(); err != nil {
		t.Fatalf("javac: %v\n%s", err, out)
	}
	cp := strings.Join([]string{httpclientJar, "/usr/share/java/commons-logging.jar", "/usr/share/java/commons-codec.jar", dir}, ":")
	resolveCore := dialecttest.StartPeer(t, "ResolveCore", exec.Command(java, "-cp", cp, "ResolveCore"))
	r := rand.New(rand.NewPCG(3, 4))
	pick := func(s ...string) string { return s[r.IntN(len(s))] }
	path := func(n int) string {
		var b strings.Builder
		for i := 0; i < n; i++ {
			if i > 0 {
				b.WriteByte('/')
			}
			b.WriteString(pick("a", "b", "g", ".", "..", "", "g;x", "x.y", "%41", "..", "."))
		}
		return b.String()
	}
	query := func(s string) string {
		if r.IntN(3) == 0 {
			s += "?" + pick("q", "", "a/../b", "y")
		}
		return s
	}
	agree, total := 0, 0
	for range 20000 {
		base := query(pick("http://a", "http://a:8080", "ftp://u@f") + "/" + path(r.IntN(5)))
		var ref string
		switch r.IntN(6) {
		case 0:
			ref = query("//" + pick("g", "u@g") + "/" + path(r.IntN(3)))
		case 1:
			ref = query("/" + path(r.IntN(4)))
		case 2:
			ref = query(pick("ftp:", "mailto:", "news:", "g:") + path(r.IntN(3)))
		default:
			ref = query(path(1 + r.IntN(4)))
		}
		want := resolveCore.Ask(base + "\t" + ref)
		got := "ERR"
		var w buffer
		if b, err := w.parse(base); err == "" {
			w.normalize(&b)
			if rr, err := w.parse(ref); err == "" {
				w.normalize(&rr)
				if res, err := w.resolve(&b, &rr); err == "" {
					w.normalize(&res)
					got = w.text(&res)
				}
			}
		}
		total++
		if got == want {
			agree++
		} else {
			t.Errorf("%q against %q: httpclient 3.1 %q, the model %q", ref, base, want, got)
		}
	}
	t.Logf("commons-httpclient 3.1: %d of %d pairs agree", agree, total)
}
