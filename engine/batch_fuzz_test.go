package engine

import (
	"fmt"
	"strings"
	"testing"
)

// FuzzBatch feeds random bytes to a batch, under a dialect and a line
// limit the fuzzer picks, and checks with checkBatch that the output has
// exactly one line per input line (each LF-terminated line, and a final
// unterminated one), each with exactly three TABs, in order, echoing the
// input's base and reference escaped; that every well-formed line gives
// what ResolveString gives; and that Failed counts the lines whose error
// field is not empty. The seeds are every hostile line of
// TestBatchHostileLines, and batches of the published examples.
func FuzzBatch(f *testing.F) {
	var all strings.Builder
	for _, l := range hostileBatch {
		f.Add([]byte(l.line), uint16(0), uint8(0))
		f.Add([]byte(l.line+"\n"+l.line+"\r\n"), uint16(8), uint8(1))
		all.WriteString(l.line + "\n")
	}
	for i := range All() {
		f.Add([]byte(all.String()), uint16(0), uint8(i))
	}
	f.Add([]byte("http://a/b/c/d;p?q\t../../../g\nhttp://a/b/c/d;p?q\tg;x=1/../y\n\n"), uint16(30), uint8(2))
	f.Add([]byte("\r\n\r\n\t\n\t\t\n"), uint16(1), uint8(3))
	f.Add([]byte{}, uint16(0), uint8(4))
	dialects := All()
	f.Fuzz(func(t *testing.T, in []byte, maxLine uint16, which uint8) {
		d := dialects[int(which)%len(dialects)]
		checkBatch(t, d, in, int(maxLine%512))
	})
}

// FuzzBatchWarnings runs random input through a batch as the command line
// runs it, with the warning field, base<TAB>reference lines or references
// against a fixed base: one output line per input line, five fields each,
// and the warning field of every resolved line is what a byte-by-byte scan
// of its base and reference finds.
func FuzzBatchWarnings(f *testing.F) {
	for _, l := range hostileBatch {
		f.Add([]byte(l.line+"\n"), false)
		f.Add([]byte(l.line+"\n"), true)
	}
	f.Add([]byte("http://a/b/\tb c\x01\nhttp://a b/\tg\x7f\n"), false)
	f.Add([]byte("a b\n\x00\n\n"), true)
	d, _ := Lookup("rfc3986")
	const base = "http://a/b c/d;p?q"
	f.Fuzz(func(t *testing.T, in []byte, refs bool) {
		var out strings.Builder
		st, err := (&Batch{Dialect: d, Refs: refs, Base: base, Warnings: true, MaxLine: 64}).Run(strings.NewReader(string(in)), &out)
		if err != nil {
			t.Fatal(err)
		}
		want := expectLines(in, 64)
		got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		if len(want) == 0 {
			if out.Len() != 0 || st.Lines != 0 {
				t.Fatalf("no input line, output %q", out.String())
			}
			return
		}
		if len(got) != len(want) || st.Lines != len(want) {
			t.Fatalf("%d input lines, %d output lines, %d counted", len(want), len(got), st.Lines)
		}
		for i, line := range got {
			fields := strings.Split(line, "\t")
			if len(fields) != 5 {
				t.Fatalf("line %d: %d fields: %q", i+1, len(fields), line)
			}
			if fields[3] != "" {
				if fields[4] != "" {
					t.Fatalf("line %d: a warning on a failed line: %q", i+1, line)
				}
				continue
			}
			b, r := unescapeField.Replace(fields[0]), unescapeField.Replace(fields[1])
			if w := plainWarning(b, r); fields[4] != escapeWarning(w) {
				t.Fatalf("line %d: warning %q, want %q", i+1, fields[4], w)
			}
		}
	})
}

// plainWarning is Warning written the slow, obvious way.
func plainWarning(base, ref string) string {
	var notes []string
	for _, s := range []struct{ what, s string }{{"base", base}, {"reference", ref}} {
		var parts []string
		if i := strings.IndexByte(s.s, ' '); i >= 0 {
			parts = append(parts, fmt.Sprintf("space at byte %d", i))
		}
		if i := strings.IndexFunc(s.s, func(r rune) bool { return r < 0x20 || r == 0x7F }); i >= 0 {
			parts = append(parts, fmt.Sprintf("control byte 0x%02X at byte %d", s.s[i], i))
		}
		if parts != nil {
			notes = append(notes, s.what+": "+strings.Join(parts, ", "))
		}
	}
	return strings.Join(notes, "; ")
}

// escapeWarning escapes a warning as an output field: it never holds a
// TAB or a line end, but a backslash would be doubled.
func escapeWarning(s string) string { return strings.ReplaceAll(s, `\`, `\\`) }
