package document

import "slices"

// A BaseRule says what a link's value resolves against.
type BaseRule uint8

const (
	// DocumentBase: the document's base, as the dialect establishes it.
	DocumentBase BaseRule = iota
	// CodebaseBase: the element's CODEBASE, itself resolved against the
	// document's base; the document's base when there is none. HTML 4.01,
	// Section 13.3: codebase "specifies the base path used to resolve
	// relative URIs specified by the classid, data, and archive
	// attributes. When absent, its default value is the base URI of the
	// current document"; Section 13.4 says the same for APPLET's code and
	// archive.
	CodebaseBase
	// EmbedsBase: the value is the base embedded in the document (BASE
	// HREF), an input to base establishment rather than a reference.
	EmbedsBase
	// RetrievalBase: the URI the document was retrieved with, for a link
	// of an HTTP header field (HeaderLinks), which the client resolved
	// against the request's URI, whatever the document's base.
	RetrievalBase
)

var baseRuleNames = [...]string{"document", "codebase", "embeds", "retrieval"}

// String returns "document", "codebase", "embeds" or "retrieval".
func (r BaseRule) String() string { return baseRuleNames[r] }

// A ListKind says how many URIs an attribute holds.
type ListKind uint8

const (
	OneURI         ListKind = iota // the whole value
	SpaceSeparated                 // HTML 4.01 OBJECT archive, HEAD profile
	CommaSeparated                 // APPLET archive (Netscape 3, HTML 4.01 Section 13.4)
	// Srcset: image candidates, each a URL and its descriptors, by the
	// HTML Standard's "parse a srcset attribute" (Section 4.8.4.3.10):
	// each candidate's URL is a link of its own.
	Srcset
)

// A ValueKind says where the URI stands in the value.
type ValueKind uint8

const (
	// URIValue: the value is the URI (or the list of URIs).
	URIValue ValueKind = iota
	// RefreshValue: META HTTP-EQUIV="Refresh" CONTENT="5; URL=...", the
	// URI after "URL=" (Netscape 1.1's client pull; HTML 4.01, Section
	// 7.4.4 mentions it as a common use).
	RefreshValue
	// CSSValue: style sheet text, whose url(...) and @import strings are
	// URIs (CSS1, Sections 6.4 and 3.0).
	CSSValue
)

// An Attribute is one URI-valued attribute of an element.
type Attribute struct {
	Element string // lower case; "*" for every element
	Name    string // lower case; "" for the element's content (STYLE)
	// Since names the first HTML version, or the browser, that had it.
	Since string
	Base  BaseRule
	List  ListKind
	Value ValueKind
}

// Attributes returns a copy of the table of URI-valued attributes the
// extractor reads (see attributes), one row each with its source.
func Attributes() []Attribute { return slices.Clone(attributes) }

// attributes is the table of URI-valued attributes the extractor reads:
// HTML 2.0 (RFC 1866), HTML 3.2, HTML 4.01 (Appendix B's index of
// attributes of %URI; type), and the common extensions of the browsers of
// the time. Order does not matter. dtd_test.go checks it against the
// Recommendations' DTDs (cmd/uridialect/internal/spectext/specs/dtd): every attribute HTML 3.2
// declares %URL and HTML 4.01 declares %URI; is here, and every entry given
// as of those versions is so declared, but for the exceptions, with their
// reasons, of testdata/documents/dtd-exceptions.txt.
var attributes = []Attribute{
	// HTML 2.0, RFC 1866.
	{Element: "a", Name: "href", Since: "HTML 2.0"},
	{Element: "link", Name: "href", Since: "HTML 2.0"},
	{Element: "base", Name: "href", Since: "HTML 2.0", Base: EmbedsBase},
	{Element: "img", Name: "src", Since: "HTML 2.0"},
	{Element: "input", Name: "src", Since: "HTML 2.0"},
	{Element: "form", Name: "action", Since: "HTML 2.0"},

	// HTML 3.2.
	{Element: "area", Name: "href", Since: "HTML 3.2"},
	{Element: "img", Name: "usemap", Since: "HTML 3.2"},
	{Element: "body", Name: "background", Since: "HTML 3.2"},
	{Element: "applet", Name: "codebase", Since: "HTML 3.2"},
	{Element: "applet", Name: "code", Since: "HTML 3.2", Base: CodebaseBase},
	{Element: "style", Name: "", Since: "HTML 3.2 (reserved), CSS1", Value: CSSValue},

	// HTML 4.01.
	{Element: "img", Name: "longdesc", Since: "HTML 4.01"},
	{Element: "input", Name: "usemap", Since: "HTML 4.01"},
	{Element: "frame", Name: "src", Since: "Netscape 2.0, HTML 4.01"},
	{Element: "frame", Name: "longdesc", Since: "HTML 4.01"},
	{Element: "iframe", Name: "src", Since: "Internet Explorer 3.0, HTML 4.01"},
	{Element: "iframe", Name: "longdesc", Since: "HTML 4.01"},
	{Element: "script", Name: "src", Since: "Netscape 3.0, HTML 4.01"},
	{Element: "applet", Name: "archive", Since: "Netscape 3.0, HTML 4.01", Base: CodebaseBase, List: CommaSeparated},
	// OBJECT names the applet's serialized state, a resource the Java
	// runtime reads under the CODEBASE (HTML 4.01, Section 13.4: "It is
	// interpreted relative to the applet's codebase"), as it does CODE.
	{Element: "applet", Name: "object", Since: "HTML 4.01", Base: CodebaseBase},
	{Element: "object", Name: "codebase", Since: "HTML 4.01"},
	{Element: "object", Name: "classid", Since: "HTML 4.01", Base: CodebaseBase},
	{Element: "object", Name: "data", Since: "HTML 4.01", Base: CodebaseBase},
	{Element: "object", Name: "archive", Since: "HTML 4.01", Base: CodebaseBase, List: SpaceSeparated},
	// USEMAP names a MAP of this document ("#name"): HTML 4.01, Section
	// 13.3 lists CODEBASE as the base of classid, data and archive only.
	{Element: "object", Name: "usemap", Since: "HTML 4.01"},
	{Element: "q", Name: "cite", Since: "HTML 4.01"},
	{Element: "blockquote", Name: "cite", Since: "HTML 4.01"},
	{Element: "ins", Name: "cite", Since: "HTML 4.01"},
	{Element: "del", Name: "cite", Since: "HTML 4.01"},
	{Element: "head", Name: "profile", Since: "HTML 4.01", List: SpaceSeparated},
	{Element: "*", Name: "style", Since: "HTML 4.01, CSS1", Value: CSSValue},

	// Extensions of the browsers of the time.
	{Element: "meta", Name: "content", Since: "Netscape 1.1 (client pull)", Value: RefreshValue},
	{Element: "img", Name: "lowsrc", Since: "Netscape 1.1"},
	{Element: "img", Name: "dynsrc", Since: "Internet Explorer 2.0"},
	{Element: "bgsound", Name: "src", Since: "Internet Explorer 2.0"},
	{Element: "embed", Name: "src", Since: "Netscape 2.0"},
	{Element: "table", Name: "background", Since: "Internet Explorer 3.0, Netscape 4.0"},
	{Element: "td", Name: "background", Since: "Internet Explorer 3.0, Netscape 4.0"},
	{Element: "th", Name: "background", Since: "Internet Explorer 3.0, Netscape 4.0"},
	{Element: "layer", Name: "src", Since: "Netscape 4.0"},
	{Element: "ilayer", Name: "src", Since: "Netscape 4.0"},
	{Element: "isindex", Name: "action", Since: "Netscape, Internet Explorer (extension)"},
	{Element: "layer", Name: "background", Since: "Netscape 4.0"},
	{Element: "embed", Name: "pluginspage", Since: "Netscape 2.0"},

	// The HTML Standard's URL-valued attributes (its index of attributes,
	// "Attributes", the rows whose value is a "Valid URL potentially
	// surrounded by spaces", a "Valid non-empty URL ...", a list of them,
	// or a srcset), as of 2008-2026, beyond those above.
	{Element: "a", Name: "ping", Since: "HTML Standard", List: SpaceSeparated},
	{Element: "area", Name: "ping", Since: "HTML Standard", List: SpaceSeparated},
	{Element: "audio", Name: "src", Since: "HTML Standard"},
	{Element: "video", Name: "src", Since: "HTML Standard"},
	{Element: "video", Name: "poster", Since: "HTML Standard"},
	{Element: "source", Name: "src", Since: "HTML Standard"},
	{Element: "source", Name: "srcset", Since: "HTML Standard", List: Srcset},
	{Element: "img", Name: "srcset", Since: "HTML Standard", List: Srcset},
	{Element: "link", Name: "imagesrcset", Since: "HTML Standard", List: Srcset},
	{Element: "track", Name: "src", Since: "HTML Standard"},
	{Element: "input", Name: "formaction", Since: "HTML Standard"},
	{Element: "button", Name: "formaction", Since: "HTML Standard"},
	{Element: "html", Name: "manifest", Since: "HTML Standard (obsolete since 2020)"},

	// SVG: SVG 1.1 (2003, Section 5.3.1 and Appendix "Attribute Index")
	// links with xlink:href on a, image, use, script, pattern, filter,
	// feImage and more; SVG 2 (Section 16.1) with href, which an inline
	// svg element of an HTML page also reads.
	{Element: "*", Name: "xlink:href", Since: "SVG 1.1"},
	{Element: "image", Name: "href", Since: "SVG 2"},
	{Element: "use", Name: "href", Since: "SVG 2"},
	{Element: "script", Name: "href", Since: "SVG 2"},
	{Element: "feimage", Name: "href", Since: "SVG 2"},
}

// maxEntries bounds the number of URI-valued attributes of one element.
const maxEntries = 8

// byElement indexes Attributes by element name ("*" included): the
// indexes of the element's entries.
var byElement = func() map[string][]int32 {
	if len(attributes) > 64 {
		panic("document: more than 64 entries in attributes, the bits of Extractor.entriesSet and entriesLive")
	}
	m := map[string][]int32{}
	for i := range attributes {
		a := &attributes[i]
		m[a.Element] = append(m[a.Element], int32(i))
		if len(m[a.Element]) > maxEntries {
			panic("document: more than maxEntries attributes for " + a.Element)
		}
	}
	return m
}()

// elementIndex finds an element's entries by a hash of its name's length
// and first and last letters, without hashing the whole name or copying
// it: a tag name is looked up for every start tag of a page. The names of
// the table fall in distinct slots; a slot may hold several all the same.
var elementIndex = func() (idx [elementSlots][]elementEntry) {
	for name, attrs := range byElement {
		if name == "*" {
			continue
		}
		e := elementEntry{name: name, attrs: attrs, names: styleBit | xlinkBit}
		for _, k := range attrs {
			e.codebase = e.codebase || attributes[k].Base == CodebaseBase
			if n := attributes[k].Name; n != "" {
				e.names |= nameBit([]byte(n))
			}
		}
		h := elementSlot([]byte(name))
		idx[h] = append(idx[h], e)
	}
	return idx
}()

const elementSlots = 128

// elementSlot returns the slot of elementIndex for a name (not empty).
// Setting bit 5 lowers an ASCII letter; it changes other bytes as well,
// which is no matter, for no other byte is in a name of the table.
func elementSlot(name []byte) int {
	return (int(name[0]|0x20) + 2*int(name[len(name)-1]|0x20) + 26*len(name)) & (elementSlots - 1)
}

// maxName is the length of the longest element name in the table.
const maxName = len("blockquote")

type elementEntry struct {
	name     string
	attrs    []int32
	codebase bool   // an entry resolves against CODEBASE
	names    uint64 // the nameBit of each entry's attribute and of "style"
}

// nameBit returns a bit for an attribute name (not empty), from its length
// and first letter: an attribute whose bit an element's names lack is
// none of its entries, which spares comparing it with each.
func nameBit(name []byte) uint64 {
	return 1 << ((len(name)*7 + int(lower(name[0]))) & 63)
}

var styleBit = nameBit([]byte("style"))

// lookupElement returns the element named by the bytes name (any case):
// the indexes in Attributes of its entries, nil if it has none.
func lookupElement(name []byte) *elementEntry {
	if len(name) == 0 || len(name) > maxName {
		return nil
	}
	es := elementIndex[elementSlot(name)]
	for i := range es {
		if equalFoldString(name, es[i].name) {
			return &es[i]
		}
	}
	return nil
}
