package document

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Recommendations' DTDs, byte-exact in cmd/uridialect/internal/spectext/specs/dtd (see
// cmd/uridialect/internal/spectext/specs/SOURCES.md), declare which attributes hold URIs: %URL in
// HTML 3.2, %URI; in HTML 4.01. The attribute table must agree with them,
// except where testdata/documents/dtd-exceptions.txt says why not.
var dtds = map[string][]string{
	"HTML 3.2":  {"REC-html32-19970114/HTML32.dtd"},
	"HTML 4.01": {"REC-html401-19991224/strict.dtd", "REC-html401-19991224/loose.dtd", "REC-html401-19991224/frameset.dtd"},
}

var (
	attlist = regexp.MustCompile(`^<!ATTLIST\s+(?:\(([^)]*)\)|(\S+))`)
	uriDecl = regexp.MustCompile(`^\s*([A-Za-z]+)\s+%(?:URI;|URL)\s`)
)

// uriAttributes returns "element@attribute" (lower case) for every
// attribute an ATTLIST of the files declares of the URI type.
func uriAttributes(t *testing.T, files []string) map[string]bool {
	out := map[string]bool{}
	for _, name := range files {
		data, err := os.ReadFile("../cmd/uridialect/internal/spectext/specs/dtd/" + name)
		require.NoError(t, err)
		var elements []string
		for _, line := range strings.Split(string(data), "\n") {
			if m := attlist.FindStringSubmatch(line); m != nil {
				group := m[1] + m[2]
				elements = nil
				for _, e := range strings.Split(group, "|") {
					elements = append(elements, strings.ToLower(strings.TrimSpace(e)))
				}
				continue
			}
			if strings.HasPrefix(line, "<!") {
				elements = nil
			}
			if m := uriDecl.FindStringSubmatch(line); m != nil {
				require.NotEmpty(t, elements, "%s: %q outside an ATTLIST", name, line)
				for _, e := range elements {
					out[e+"@"+strings.ToLower(m[1])] = true
				}
			}
		}
	}
	return out
}

// dtdExceptions reads testdata/documents/dtd-exceptions.txt: "VERSION
// <TAB> element@attribute <TAB> direction <TAB> reason", where direction
// is "table-only" (in the table, not of the URI type in that version's
// DTD) or "dtd-only" (of the URI type in the DTD, not in the table).
func dtdExceptions(t *testing.T) map[string]string {
	f, err := os.Open("../testdata/documents/dtd-exceptions.txt")
	require.NoError(t, err)
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		require.Len(t, f, 4, "dtd-exceptions.txt line %d", n)
		require.NotEmpty(t, f[3], "dtd-exceptions.txt line %d: no reason", n)
		out[f[0]+"\t"+f[1]+"\t"+f[2]] = f[3]
	}
	require.NoError(t, sc.Err())
	return out
}

// sinceVersion reports whether an entry's Since names the version (not as
// "reserved").
func sinceVersion(a *Attribute, version string) bool {
	for _, s := range strings.Split(a.Since, ", ") {
		if s == version {
			return true
		}
	}
	return false
}

func TestAttributesAgreeWithDTDs(t *testing.T) {
	exceptions := dtdExceptions(t)
	used := map[string]bool{}
	check := func(version, key, direction string) {
		k := version + "\t" + key + "\t" + direction
		if _, ok := exceptions[k]; ok {
			used[k] = true
			return
		}
		switch direction {
		case "table-only":
			t.Errorf("%s: the table gives %s since %s, but that version's DTD does not declare it a URI", version, key, version)
		case "dtd-only":
			t.Errorf("%s: the DTD declares %s a URI, but the table does not list it", version, key)
		}
	}
	table := map[string]*Attribute{}
	for i := range attributes {
		a := &attributes[i]
		table[a.Element+"@"+a.Name] = a
	}
	for version, files := range dtds {
		declared := uriAttributes(t, files)
		require.NotEmpty(t, declared, version)
		for key, a := range table {
			if sinceVersion(a, version) && !declared[key] {
				check(version, key, "table-only")
			}
		}
		var keys []string
		for key := range declared {
			keys = append(keys, key)
		}
		sort.Strings(keys)
		for _, key := range keys {
			if table[key] == nil {
				check(version, key, "dtd-only")
			}
		}
		t.Logf("%s: %d URI attributes declared: %s", version, len(keys), strings.Join(keys, " "))
	}
	for k := range exceptions {
		assert.True(t, used[k], "dtd-exceptions.txt: %q is no exception: the table and the DTD agree", k)
	}
}

// The HTML 3.2 DTD's URI attributes were not new in 4.01: an entry whose
// Since is "HTML 4.01" must not be declared a URI by HTML 3.2.
func TestAttributesSinceHTML401AreNotIn32(t *testing.T) {
	in32 := uriAttributes(t, dtds["HTML 3.2"])
	for i := range attributes {
		a := &attributes[i]
		if sinceVersion(a, "HTML 4.01") {
			assert.False(t, in32[a.Element+"@"+a.Name], "%s@%s is a URI in HTML 3.2 already", a.Element, a.Name)
		}
	}
}

var entityDecl = regexp.MustCompile(`^<!ENTITY\s+([A-Za-z0-9]+)\s+CDATA\s+"&#(\d+);"`)

// TestEntitiesAgreeWithDTD checks the named references the extractor
// decodes (the markup's four and ISO Latin-1, those of HTML 2.0 and 3.2)
// against HTML 4.01's entity sets, which kept them unchanged.
func TestEntitiesAgreeWithDTD(t *testing.T) {
	declared := map[string]rune{}
	for _, name := range []string{"HTMLlat1.ent", "HTMLspecial.ent"} {
		data, err := os.ReadFile("../cmd/uridialect/internal/spectext/specs/dtd/REC-html401-19991224/" + name)
		require.NoError(t, err)
		for _, line := range strings.Split(string(data), "\n") {
			if m := entityDecl.FindStringSubmatch(line); m != nil {
				r, err := strconv.Atoi(m[2])
				require.NoError(t, err)
				declared[m[1]] = rune(r)
			}
		}
	}
	for name, r := range entities {
		got, ok := declared[name]
		if assert.True(t, ok, "&%s; is not in HTML 4.01's entity sets", name) {
			assert.Equal(t, fmt.Sprintf("%U", got), fmt.Sprintf("%U", r), "&%s;", name)
		}
	}
	for i := 0xA0; i <= 0xFF; i++ {
		assert.Contains(t, entities, latin1[i-0xA0])
	}
	assert.Len(t, entities, 4+96)
}
