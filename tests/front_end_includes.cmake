# The front ends (protocol/, cli/, match/, cluster/, gui/) talk only to the Engine facade (issue 18):
# every template of the move generator, the evaluation and the search is instantiated in
# the per-variant units of engine/variants/, so a front-end file compiles in a moment and
# the variant list is switched on in one place (engine/engine.cpp, engine/tools.cpp).
#
#   cmake -DSOURCE_DIR=<repository> -P tests/front_end_includes.cmake
#
# A front-end file may include, of the layers below, only these headers, none of which
# instantiates a template (the list is closed: each of them includes only headers on it):
#   engine/engine.hpp         the Engine facade: playing and searching a game
#   engine/tools.hpp          VariantTools: positions, moves, perft, the board, tuning
#   engine/memory.hpp         the machine's memory, for table sizes
#   engine/rule_set.hpp       RuleSet (standard, blitz) and the blitz verdicts on flags
#                             and illegal moves
#   movegen/plain_types.hpp   NotationError, MoveFormat, Duplicates, notation::quote
#   movegen/perft_table.hpp   the perft hash table that `kabe perft --hash` allocates
#   search/limits.hpp         SearchLimits, what a search is told (Engine::think)
#   eval/score.hpp            Score and its bands (ThinkInfo, ThinkResult)
#   egdb/egdb.hpp             the endgame databases as a service (build, probe, verify)
#   book/book.hpp             the opening book: its entries, file and built-in books
#   book/build.hpp            the book builder (it searches through the Engine facade)
# Everything else of movegen/, eval/, search/, engine/, egdb/ and book/ is forbidden, in particular
# movegen/generate.hpp, position.hpp, variants.hpp (dispatch_variant), perft.hpp,
# notation.hpp and the generators of each family, engine/game.hpp (Game<Rules>),
# engine/variant_engine.hpp and variant_tools.hpp (the templates behind the facade), and
# every eval/ and search/ header but the two plain ones above: each instantiates or
# declares per-variant templates. A front end that needs more asks the facade for a new
# runtime service (engine/tools.hpp) instead.

cmake_minimum_required(VERSION 3.16)

set(allowed
    engine/engine.hpp
    engine/tools.hpp
    engine/memory.hpp
    engine/rule_set.hpp
    movegen/plain_types.hpp
    movegen/perft_table.hpp
    search/limits.hpp
    eval/score.hpp
    egdb/egdb.hpp
    book/book.hpp
    book/build.hpp)
set(layers "movegen|eval|search|engine|egdb|book")

# The project headers of the layers below that `file` includes, as "movegen/x.hpp"; a
# header of the same folder may be included by its bare name ("generate.hpp").
function(lower_includes file out)
    file(STRINGS "${SOURCE_DIR}/${file}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*[\"<]")
    get_filename_component(folder "${file}" DIRECTORY)
    set(found)
    foreach(line IN LISTS lines)
        string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[\"<]([^\">]+)[\">].*" "\\1" header
                             "${line}")
        if(header MATCHES "^(${layers})/")
            list(APPEND found "${header}")
        elseif(folder MATCHES "^(${layers})$" AND EXISTS "${SOURCE_DIR}/${folder}/${header}")
            list(APPEND found "${folder}/${header}")
        endif()
    endforeach()
    set(${out} "${found}" PARENT_SCOPE)
endfunction()

set(failures)
file(GLOB_RECURSE front_ends RELATIVE "${SOURCE_DIR}"
     "${SOURCE_DIR}/protocol/*.hpp" "${SOURCE_DIR}/protocol/*.cpp"
     "${SOURCE_DIR}/cli/*.hpp" "${SOURCE_DIR}/cli/*.cpp"
     "${SOURCE_DIR}/match/*.hpp" "${SOURCE_DIR}/match/*.cpp"
     "${SOURCE_DIR}/cluster/*.hpp" "${SOURCE_DIR}/cluster/*.cpp"
     "${SOURCE_DIR}/gui/*.hpp" "${SOURCE_DIR}/gui/*.cpp")
if(NOT front_ends)
    message(FATAL_ERROR "no front-end sources under ${SOURCE_DIR} (wrong SOURCE_DIR?)")
endif()
foreach(file IN LISTS front_ends)
    lower_includes("${file}" headers)
    foreach(header IN LISTS headers)
        if(NOT header IN_LIST allowed)
            list(APPEND failures "${file} includes ${header}")
        endif()
    endforeach()
endforeach()
# The allowed headers must stay plain: what they include is held to the same list.
foreach(file IN LISTS allowed)
    lower_includes("${file}" headers)
    foreach(header IN LISTS headers)
        if(NOT header IN_LIST allowed)
            list(APPEND failures "${file} (allowed to the front ends) includes ${header}")
        endif()
    endforeach()
endforeach()

if(failures)
    list(JOIN failures "\n  " text)
    message(FATAL_ERROR "front ends must use the Engine facade only (see the comment at the "
                        "top of tests/front_end_includes.cmake):\n  ${text}")
endif()
list(LENGTH front_ends count)
message(STATUS "${count} front-end files include only the facade's plain headers")
