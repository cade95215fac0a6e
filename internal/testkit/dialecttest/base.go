package dialecttest

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/header"
)

// RunBaseFile checks every case of the base-establishment table at path
// against d, which must implement [dialect.BaseEstablisher].
//
// A table is a list of cases separated by blank lines; "#" starts a
// comment line, which should cite the section the case comes from. A case
// is lines of KEY VALUE:
//
//	embedded VALUE         a BASE HREF, in order (repeatable)
//	header NAME: VALUE     a message header field (repeatable)
//	encapsulating VALUE
//	retrieval VALUE
//	default VALUE
//	want "URI" LAYER[:FIELD]    the base (Go-quoted) and the layer that gave it
//	rule TEXT              the Rule cited, as Rule.String renders it
//	warnings N             how many warnings (0 if absent)
func RunBaseFile(t *testing.T, d dialect.Dialect, path string) {
	t.Helper()
	be, ok := d.(dialect.BaseEstablisher)
	if !ok {
		t.Fatalf("%s does not implement dialect.BaseEstablisher", d.Name())
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var (
		src              dialect.BaseSource
		want, rule, line string
		warnings, start  int
		n, cases         int
	)
	flush := func() {
		if want == "" {
			if start > 0 {
				t.Errorf("%s:%d: case without a want line", path, start)
			}
			return
		}
		cases++
		where := path + ":" + strconv.Itoa(start)
		got := be.EstablishBase(src)
		uri, layer, _ := strings.Cut(want, " ")
		wantURI, err := strconv.Unquote(uri)
		if err != nil {
			t.Errorf("%s: want must start with a Go-quoted URI: %v", where, err)
		}
		gotLayer := got.Layer.String()
		if got.Field != "" {
			gotLayer += ":" + got.Field
		}
		if got.URI != wantURI || gotLayer != layer {
			t.Errorf("%s: %s.EstablishBase = %q %s, want %q %s", where, d.Name(), got.URI, gotLayer, wantURI, layer)
		}
		if rule != "" && got.Rule.String() != rule {
			t.Errorf("%s: rule %q, want %q", where, got.Rule.String(), rule)
		}
		if vs := dialect.Violations(got.Warnings); len(vs) != warnings {
			t.Errorf("%s: %d warnings, want %d: %v", where, len(vs), warnings, got.Warnings)
		}
		src, want, rule, warnings, start = dialect.BaseSource{}, "", "", 0, 0
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		n++
		line = sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		if strings.TrimSpace(line) == "" {
			flush()
			continue
		}
		if start == 0 {
			start = n
		}
		key, val, _ := strings.Cut(line, " ")
		switch key {
		case "embedded":
			src.Embedded = append(src.Embedded, val)
		case "header":
			name, value, ok := strings.Cut(val, ":")
			if !ok {
				t.Fatalf("%s:%d: header wants NAME: VALUE", path, n)
			}
			src.Header = append(src.Header, header.Field{Name: name, Value: strings.TrimLeft(value, " ")})
		case "encapsulating":
			src.Encapsulating = val
		case "retrieval":
			src.Retrieval = val
		case "default":
			src.Default = val
		case "want":
			want = val
		case "rule":
			rule = val
		case "warnings":
			if warnings, err = strconv.Atoi(val); err != nil {
				t.Fatalf("%s:%d: %v", path, n, err)
			}
		default:
			t.Fatalf("%s:%d: unknown key %q", path, n, key)
		}
	}
	flush()
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if cases == 0 {
		t.Fatalf("%s: no cases", path)
	}
}
