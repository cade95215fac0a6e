package migrate

import (
	"slices"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/document"
)

// The links of an APPLET or an OBJECT under a CODEBASE (CODE, ARCHIVE,
// CLASSID, DATA) resolve against the CODEBASE, itself resolved against
// the document (HTML 4.01, Section 13.3: codebase "specifies the base
// path used to resolve relative URIs specified by the classid, data, and
// archive attributes"; HTML 3.2: "code ... is relative to the codebase").
// APPLET's CODE and a Java OBJECT's CLASSID are not URL references in
// their own right but class names, which the Java runtime looks up under
// the CODEBASE: written as an absolute URL they no longer load anywhere.
// So such a link is never rewritten itself: the rewrite makes the
// element's CODEBASE absolute, as the Java runtime of the time read it
// (with the "/" it appended to a directory, document.Link.
// CodebaseDirectory), under which the link's value reads the target it
// had then under every dialect; the link keeps its value.

// A codebaseFix is the CODEBASE of one element to make absolute, for the
// rows of its links.
type codebaseFix struct {
	near int    // the offset of a link of the element
	abs  string // the absolute CODEBASE
	rows []int
}

// codebaseAttr is a CODEBASE attribute's link, kept (its bytes copied)
// until the document's links are all read: the element's other links may
// come before it.
type codebaseAttr struct {
	link document.Link
	rows []int // the rows whose rewrite is its edit
}

// keepCodebase keeps l when it is an element's CODEBASE attribute.
func (m *Migrator) keepCodebase(l *document.Link) {
	if l.Attr != "codebase" || l.Offset < 0 {
		return
	}
	c := *l
	c.Raw = append([]byte(nil), l.Raw...)
	c.Value = append([]byte(nil), l.Value...)
	c.HTML5 = append([]byte(nil), l.HTML5...)
	if l.HTML5 == nil {
		c.HTML5 = nil
	}
	c.Codebase = nil
	m.codebases = append(m.codebases, codebaseAttr{link: c})
}

// codebaseRewrite gives row, a link under a CODEBASE whose meaning
// changed, the cause codebase when the Java runtime's directory rule is
// what differs, and as its rewrite the element's CODEBASE made absolute
// (noted in m.codebaseFixes, written by codebaseEdits), or why there is
// none.
func (m *Migrator) codebaseRewrite(row *Row, l *document.Link, ds []dialect.Dialect, bases []dialect.Base, ref reference) {
	cb := string(l.Codebase)
	if l.CodebaseDirectory && cb != "." && !strings.HasSuffix(cb, "/") {
		row.Cause = "codebase"
		cb += "/"
	}
	row.Rewrite, row.NoRewrite = "", ""
	if row.ErrorThen != "" {
		row.NoRewrite = "no meaning to keep: the reference fails under " + ds[0].Name()
		return
	}
	abs := resolveAgainst(ds[0], bases[0].URI, cb)
	if abs.Err != nil {
		row.NoRewrite = "the CODEBASE has no absolute form under " + ds[0].Name() + ": " + errText(abs.Err)
		return
	}
	under := make([]dialect.Base, len(ds))
	for i := range under {
		under[i] = dialect.Base{URI: abs.URI}
	}
	want := normalized{uri: row.TargetThen}
	if ok, why := m.rewriter.safeUnder(ds, under, ref.read(0), &want); !ok {
		row.NoRewrite = "under the CODEBASE made absolute (" + abs.URI + "), " + why
		return
	}
	row.Rewrite = abs.URI
}

// codebaseEdits writes the document's CODEBASE rewrites: each fix's to
// the CODEBASE attribute nearest the link that needed it (the element's
// own), once a CODEBASE. It returns the rows whose rewrite cannot be
// written, each with the reason.
func (m *Migrator) codebaseEdits(edits *rewriter, fixes []codebaseFix) map[int]string {
	failed := map[int]string{}
	for _, f := range fixes {
		best := -1
		for i := range m.codebases {
			if best < 0 || distance(m.codebases[i].link.Offset, f.near) < distance(m.codebases[best].link.Offset, f.near) {
				best = i
			}
		}
		if best < 0 {
			for _, r := range f.rows {
				failed[r] = "the element's CODEBASE was not found where it stands"
			}
			continue
		}
		c := &m.codebases[best]
		if len(c.rows) == 0 {
			if i := slices.IndexFunc(edits.edits, func(e edit) bool { return e.at == c.link.Offset }); i >= 0 {
				// The CODEBASE link differs too, and has its own rewrite:
				// it serves when it is the same.
				own := edits.edits[i]
				if own.ref != f.abs {
					for _, r := range f.rows {
						failed[r] = "the element's CODEBASE has a rewrite of its own, " + own.ref + ", not " + f.abs
					}
					continue
				}
				c.rows = append(c.rows, own.row)
			}
		}
		if len(c.rows) == 0 {
			if why := edits.add(&c.link, f.rows[0], f.abs); why != "" {
				for _, r := range f.rows {
					failed[r] = why
				}
				continue
			}
		}
		c.rows = append(c.rows, f.rows...)
	}
	return failed
}

// codebaseRows returns the rows whose rewrite is the edit of row's
// CODEBASE, row included; nil when row's rewrite is its own.
func (m *Migrator) codebaseRows(row int) []int {
	for _, c := range m.codebases {
		if len(c.rows) > 0 && c.rows[0] == row {
			return c.rows
		}
	}
	return nil
}

func distance(a, b int) int {
	if a > b {
		return a - b
	}
	return b - a
}

// ClassNameRewrite is why a class name (APPLET CODE, OBJECT CLASSID) is
// not rewritten where it stands: the Java runtime looks a class name up
// under the CODEBASE (the document's folder without one) and takes no
// URL syntax from it, so an absolute URL would load nowhere and a
// percent-encoded one would name another class. Only its CODEBASE is
// rewritten (codebaseRewrite).
const ClassNameRewrite = "a class name, which the Java runtime looks up under the CODEBASE, is not a URL: rewritten, it would name another class, or as an absolute URL load nowhere"

// className reports a link whose value is a class name, not a URL
// reference in its own right: APPLET's CODE (HTML 3.2: "code CDATA
// #REQUIRED -- class file --"), APPLET's OBJECT (HTML 4.01, Section 13.4:
// the applet's serialized state, whose class the runtime loads by name),
// and OBJECT's CLASSID of the java: scheme (HTML 4.01, Section 13.3.1) or
// any other (an ActiveX clsid:). docs/links.md lists them.
func className(l *document.Link) bool {
	switch l.Element {
	case "applet":
		return l.Attr == "code" || l.Attr == "object"
	case "object":
		return l.Attr == "classid"
	}
	return false
}
