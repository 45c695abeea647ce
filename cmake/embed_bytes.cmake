# The shared part of the -P scripts that embed data files in the binary as C++ byte arrays
# (eval/patterns/embed_weights.cmake, book/embed_books.cmake, gui/server/embed_gui.cmake).
# Bytes rather than string literals: -Wpedantic refuses literals over 64 KiB.

# Stops a script run without -DSOURCE_DIR=... and -DOUTPUT=...
macro(kabe_require_source_and_output script)
  if(NOT SOURCE_DIR OR NOT OUTPUT)
    message(FATAL_ERROR "${script} needs -DSOURCE_DIR=... and -DOUTPUT=...")
  endif()
endmacro()

# Appends to the variable `out_var` the definition `const unsigned char <array>[] = {...};`
# of the bytes of `path`, `per_line` bytes a line, then `terminator` (a last element such
# as 0x00, or empty); sets the variable `size_var` to the file's size in bytes.
function(kabe_byte_array path array per_line terminator out_var size_var)
  file(READ "${path}" hex HEX)
  string(LENGTH "${hex}" hex_length)
  math(EXPR size "${hex_length} / 2")
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
  string(REGEX REPLACE "((0x[0-9a-f][0-9a-f],){${per_line}})" "\\1\n    " bytes "${bytes}")
  get_filename_component(name "${path}" NAME)
  set(${out_var}
      "${${out_var}}// ${name}\nconst unsigned char ${array}[] = {\n    ${bytes}${terminator}};\n\n"
      PARENT_SCOPE)
  set(${size_var} ${size} PARENT_SCOPE)
endfunction()

# Writes `content` to `path` only when it differs, so that unchanged data does not relink
# the binary.
function(kabe_write_if_changed path content)
  if(EXISTS "${path}")
    file(READ "${path}" old)
    if(old STREQUAL content)
      return()
    endif()
  endif()
  file(WRITE "${path}" "${content}")
endfunction()
